import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Not_EmptyInputs */

const en_form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This must not be empty.`)
};

const es_form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puede quedar vacío.`)
};

const fr_form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce champ ne peut pas être vide.`)
};

const it_form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non può essere vuoto.`)
};

const pt_form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não pode ficar vazio.`)
};

const el_form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν μπορεί να είναι κενό.`)
};

const hr_form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne smije biti prazno.`)
};

/**
* | output |
* | --- |
* | "This must not be empty." |
*
* @param {Form_Not_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_not_empty = /** @type {((inputs?: Form_Not_EmptyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_EmptyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_not_empty(inputs)
	if (locale === "fr") return fr_form_not_empty(inputs)
	if (locale === "it") return it_form_not_empty(inputs)
	if (locale === "pt") return pt_form_not_empty(inputs)
	if (locale === "el") return el_form_not_empty(inputs)
	if (locale === "hr") return hr_form_not_empty(inputs)
	return en_form_not_empty(inputs)
});