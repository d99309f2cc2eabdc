import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_No_AddressInputs */

const en_people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no address`)
};

const es_people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin dirección`)
};

const fr_people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sans adresse`)
};

const it_people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nessun indirizzo`)
};

const pt_people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sem endereço`)
};

const el_people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χωρίς διεύθυνση`)
};

const hr_people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bez adrese`)
};

/**
* | output |
* | --- |
* | "no address" |
*
* @param {People_No_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_no_address = /** @type {((inputs?: People_No_AddressInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_No_AddressInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_no_address(inputs)
	if (locale === "fr") return fr_people_no_address(inputs)
	if (locale === "it") return it_people_no_address(inputs)
	if (locale === "pt") return pt_people_no_address(inputs)
	if (locale === "el") return el_people_no_address(inputs)
	if (locale === "hr") return hr_people_no_address(inputs)
	return en_people_no_address(inputs)
});