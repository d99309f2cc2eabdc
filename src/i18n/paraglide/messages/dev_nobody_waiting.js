import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Nobody_WaitingInputs */

const en_dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody is waiting.`)
};

const es_dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nadie esperando.`)
};

const fr_dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’attend.`)
};

const it_dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non c’è nessuno in attesa.`)
};

const pt_dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há ninguém aguardando.`)
};

const el_dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν περιμένει κανείς.`)
};

const hr_dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nitko ne čeka.`)
};

/**
* | output |
* | --- |
* | "Nobody is waiting." |
*
* @param {Dev_Nobody_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nobody_waiting = /** @type {((inputs?: Dev_Nobody_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nobody_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_nobody_waiting(inputs)
	if (locale === "fr") return fr_dev_nobody_waiting(inputs)
	if (locale === "it") return it_dev_nobody_waiting(inputs)
	if (locale === "pt") return pt_dev_nobody_waiting(inputs)
	if (locale === "el") return el_dev_nobody_waiting(inputs)
	if (locale === "hr") return hr_dev_nobody_waiting(inputs)
	return en_dev_nobody_waiting(inputs)
});