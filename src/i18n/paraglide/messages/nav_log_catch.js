import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Log_CatchInputs */

const en_nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log a catch`)
};

const es_nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar captura`)
};

const fr_nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclarer une prise`)
};

const it_nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra una cattura`)
};

const pt_nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova captura`)
};

const el_nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταγραφή ψαριάς`)
};

const hr_nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upiši ulov`)
};

/**
* | output |
* | --- |
* | "Log a catch" |
*
* @param {Nav_Log_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_log_catch = /** @type {((inputs?: Nav_Log_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Log_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_log_catch(inputs)
	if (locale === "fr") return fr_nav_log_catch(inputs)
	if (locale === "it") return it_nav_log_catch(inputs)
	if (locale === "pt") return pt_nav_log_catch(inputs)
	if (locale === "el") return el_nav_log_catch(inputs)
	if (locale === "hr") return hr_nav_log_catch(inputs)
	return en_nav_log_catch(inputs)
});