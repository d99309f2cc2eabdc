import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Nobody_WaitingInputs */

const en_join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody is waiting.`)
};

const es_join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nadie esperando.`)
};

const fr_join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’attend.`)
};

const it_join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non c’è nessuno in attesa.`)
};

const pt_join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém está à espera.`)
};

const el_join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν περιμένει κανείς.`)
};

const hr_join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nitko ne čeka.`)
};

/**
* | output |
* | --- |
* | "Nobody is waiting." |
*
* @param {Join_Nobody_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_nobody_waiting = /** @type {((inputs?: Join_Nobody_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Nobody_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_nobody_waiting(inputs)
	if (locale === "fr") return fr_join_nobody_waiting(inputs)
	if (locale === "it") return it_join_nobody_waiting(inputs)
	if (locale === "pt") return pt_join_nobody_waiting(inputs)
	if (locale === "el") return el_join_nobody_waiting(inputs)
	if (locale === "hr") return hr_join_nobody_waiting(inputs)
	return en_join_nobody_waiting(inputs)
});