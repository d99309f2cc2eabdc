import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_One_OfInputs */

const en_form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the options offered.`)
};

const es_form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una de las opciones.`)
};

const fr_form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une des options proposées.`)
};

const it_form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli una delle opzioni proposte.`)
};

const pt_form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma das opções.`)
};

const el_form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε μία από τις διαθέσιμες επιλογές.`)
};

const hr_form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odaberite jednu od ponuđenih mogućnosti.`)
};

/**
* | output |
* | --- |
* | "Choose one of the options offered." |
*
* @param {Form_One_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_one_of = /** @type {((inputs?: Form_One_OfInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_One_OfInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_one_of(inputs)
	if (locale === "fr") return fr_form_one_of(inputs)
	if (locale === "it") return it_form_one_of(inputs)
	if (locale === "pt") return pt_form_one_of(inputs)
	if (locale === "el") return el_form_one_of(inputs)
	if (locale === "hr") return hr_form_one_of(inputs)
	return en_form_one_of(inputs)
});