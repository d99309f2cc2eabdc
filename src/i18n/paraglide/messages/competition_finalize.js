import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_FinalizeInputs */

const en_competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalize results`)
};

const es_competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dar por definitivos los resultados`)
};

const fr_competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rendre les résultats définitifs`)
};

const it_competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rendi definitivi i risultati`)
};

const pt_competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornar os resultados finais`)
};

const el_competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οριστικοποίηση αποτελεσμάτων`)
};

const hr_competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdi konačne rezultate`)
};

/**
* | output |
* | --- |
* | "Finalize results" |
*
* @param {Competition_FinalizeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_finalize = /** @type {((inputs?: Competition_FinalizeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_FinalizeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_finalize(inputs)
	if (locale === "fr") return fr_competition_finalize(inputs)
	if (locale === "it") return it_competition_finalize(inputs)
	if (locale === "pt") return pt_competition_finalize(inputs)
	if (locale === "el") return el_competition_finalize(inputs)
	if (locale === "hr") return hr_competition_finalize(inputs)
	return en_competition_finalize(inputs)
});