import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Fix_ElsewhereInputs */

const en_offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix it on the log-a-catch page`)
};

const es_offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrígela en la página de registrar captura`)
};

const fr_offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La corriger sur la page de déclaration`)
};

const it_offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correggila nella pagina di registrazione`)
};

const pt_offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrigir na página Nova captura`)
};

const el_offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διορθώστε τη στη σελίδα καταγραφής`)
};

const hr_offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ispravite ga na stranici za upis ulova`)
};

/**
* | output |
* | --- |
* | "Fix it on the log-a-catch page" |
*
* @param {Offline_Fix_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_fix_elsewhere = /** @type {((inputs?: Offline_Fix_ElsewhereInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Fix_ElsewhereInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_fix_elsewhere(inputs)
	if (locale === "fr") return fr_offline_fix_elsewhere(inputs)
	if (locale === "it") return it_offline_fix_elsewhere(inputs)
	if (locale === "pt") return pt_offline_fix_elsewhere(inputs)
	if (locale === "el") return el_offline_fix_elsewhere(inputs)
	if (locale === "hr") return hr_offline_fix_elsewhere(inputs)
	return en_offline_fix_elsewhere(inputs)
});