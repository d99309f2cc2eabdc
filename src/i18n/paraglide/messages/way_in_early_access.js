import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Way_In_Early_AccessInputs */

const en_way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up for early access`)
};

const es_way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide acceso anticipado`)
};

const fr_way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez un accès anticipé`)
};

const it_way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richiedi l’accesso anticipato`)
};

const pt_way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peça acesso antecipado`)
};

const el_way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζητήστε πρόωρη πρόσβαση`)
};

const hr_way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zatražite rani pristup`)
};

/**
* | output |
* | --- |
* | "Sign up for early access" |
*
* @param {Way_In_Early_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_early_access = /** @type {((inputs?: Way_In_Early_AccessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_Early_AccessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_way_in_early_access(inputs)
	if (locale === "fr") return fr_way_in_early_access(inputs)
	if (locale === "it") return it_way_in_early_access(inputs)
	if (locale === "pt") return pt_way_in_early_access(inputs)
	if (locale === "el") return el_way_in_early_access(inputs)
	if (locale === "hr") return hr_way_in_early_access(inputs)
	return en_way_in_early_access(inputs)
});