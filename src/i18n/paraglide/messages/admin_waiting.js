import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_WaitingInputs */

const en_admin_waiting = /** @type {(inputs: Admin_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for you`)
};

const es_admin_waiting = /** @type {(inputs: Admin_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperan tu decisión`)
};

const fr_admin_waiting = /** @type {(inputs: Admin_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de votre décision`)
};

const it_admin_waiting = /** @type {(inputs: Admin_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aspettano una tua decisione`)
};

const pt_admin_waiting = /** @type {(inputs: Admin_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À espera de decisão`)
};

const el_admin_waiting = /** @type {(inputs: Admin_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Περιμένουν εσάς`)
};

const hr_admin_waiting = /** @type {(inputs: Admin_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Čeka Vašu odluku`)
};

/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {Admin_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting = /** @type {((inputs?: Admin_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_waiting(inputs)
	if (locale === "fr") return fr_admin_waiting(inputs)
	if (locale === "it") return it_admin_waiting(inputs)
	if (locale === "pt") return pt_admin_waiting(inputs)
	if (locale === "el") return el_admin_waiting(inputs)
	if (locale === "hr") return hr_admin_waiting(inputs)
	return en_admin_waiting(inputs)
});