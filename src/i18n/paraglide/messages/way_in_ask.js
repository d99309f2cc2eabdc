import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Way_In_AskInputs */

const en_way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask to join`)
};

const es_way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicita unirte`)
};

const fr_way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez à rejoindre le club`)
};

const it_way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiedi di entrare`)
};

const pt_way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peça para entrar`)
};

const el_way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζητήστε να γίνετε μέλος`)
};

const hr_way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zatražite članstvo`)
};

/**
* | output |
* | --- |
* | "Ask to join" |
*
* @param {Way_In_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_ask = /** @type {((inputs?: Way_In_AskInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_AskInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_way_in_ask(inputs)
	if (locale === "fr") return fr_way_in_ask(inputs)
	if (locale === "it") return it_way_in_ask(inputs)
	if (locale === "pt") return pt_way_in_ask(inputs)
	if (locale === "el") return el_way_in_ask(inputs)
	if (locale === "hr") return hr_way_in_ask(inputs)
	return en_way_in_ask(inputs)
});