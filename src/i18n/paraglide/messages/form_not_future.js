import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Not_FutureInputs */

const en_form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This must not be in the future.`)
};

const es_form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puede ser en el futuro.`)
};

const fr_form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette date ne peut pas être dans le futur.`)
};

const it_form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non può essere nel futuro.`)
};

const pt_form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não pode ser no futuro.`)
};

const el_form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν μπορεί να είναι στο μέλλον.`)
};

const hr_form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne smije biti u budućnosti.`)
};

/**
* | output |
* | --- |
* | "This must not be in the future." |
*
* @param {Form_Not_FutureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_not_future = /** @type {((inputs?: Form_Not_FutureInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_FutureInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_not_future(inputs)
	if (locale === "fr") return fr_form_not_future(inputs)
	if (locale === "it") return it_form_not_future(inputs)
	if (locale === "pt") return pt_form_not_future(inputs)
	if (locale === "el") return el_form_not_future(inputs)
	if (locale === "hr") return hr_form_not_future(inputs)
	return en_form_not_future(inputs)
});