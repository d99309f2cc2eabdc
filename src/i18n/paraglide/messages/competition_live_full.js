import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Live_FullInputs */

const en_competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The standings still show when you reload.`)
};

const es_competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clasificación se sigue viendo si recargas la página.`)
};

const fr_competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le classement s’affiche toujours si vous rechargez la page.`)
};

const it_competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La classifica si vede comunque se ricarichi la pagina.`)
};

const pt_competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A classificação continua a aparecer ao recarregar a página.`)
};

const el_competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η κατάταξη εμφανίζεται κανονικά αν ανανεώσετε τη σελίδα.`)
};

const hr_competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poredak se i dalje vidi kad ponovno učitate stranicu.`)
};

/**
* | output |
* | --- |
* | "The standings still show when you reload." |
*
* @param {Competition_Live_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_live_full = /** @type {((inputs?: Competition_Live_FullInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Live_FullInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_live_full(inputs)
	if (locale === "fr") return fr_competition_live_full(inputs)
	if (locale === "it") return it_competition_live_full(inputs)
	if (locale === "pt") return pt_competition_live_full(inputs)
	if (locale === "el") return el_competition_live_full(inputs)
	if (locale === "hr") return hr_competition_live_full(inputs)
	return en_competition_live_full(inputs)
});