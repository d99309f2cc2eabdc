import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Not_AcceptedInputs */

const en_form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This value is not accepted.`)
};

const es_form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este valor no es válido.`)
};

const fr_form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette valeur n’est pas acceptée.`)
};

const it_form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo valore non è accettato.`)
};

const pt_form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este valor não é válido.`)
};

const el_form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η τιμή δεν γίνεται δεκτή.`)
};

const hr_form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova vrijednost nije prihvaćena.`)
};

/**
* | output |
* | --- |
* | "This value is not accepted." |
*
* @param {Form_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_not_accepted = /** @type {((inputs?: Form_Not_AcceptedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_AcceptedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_not_accepted(inputs)
	if (locale === "fr") return fr_form_not_accepted(inputs)
	if (locale === "it") return it_form_not_accepted(inputs)
	if (locale === "pt") return pt_form_not_accepted(inputs)
	if (locale === "el") return el_form_not_accepted(inputs)
	if (locale === "hr") return hr_form_not_accepted(inputs)
	return en_form_not_accepted(inputs)
});