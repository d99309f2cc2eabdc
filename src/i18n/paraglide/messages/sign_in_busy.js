import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_BusyInputs */

const en_sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-ins are being checked at once.`)
};

const es_sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se están comprobando demasiados accesos a la vez.`)
};

const fr_sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de connexions sont vérifiées en même temps.`)
};

const it_sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si stanno verificando troppi accessi contemporaneamente.`)
};

const pt_sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Há verificações de entrada demais em curso ao mesmo tempo.`)
};

const el_sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελέγχονται πάρα πολλές συνδέσεις ταυτόχρονα.`)
};

const hr_sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Istodobno se provjerava previše prijava.`)
};

/**
* | output |
* | --- |
* | "Too many sign-ins are being checked at once." |
*
* @param {Sign_In_BusyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_busy = /** @type {((inputs?: Sign_In_BusyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_BusyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_busy(inputs)
	if (locale === "fr") return fr_sign_in_busy(inputs)
	if (locale === "it") return it_sign_in_busy(inputs)
	if (locale === "pt") return pt_sign_in_busy(inputs)
	if (locale === "el") return el_sign_in_busy(inputs)
	if (locale === "hr") return hr_sign_in_busy(inputs)
	return en_sign_in_busy(inputs)
});