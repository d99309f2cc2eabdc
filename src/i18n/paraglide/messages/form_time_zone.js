import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Time_ZoneInputs */

const en_form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a time zone the server knows.`)
};

const es_form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es una zona horaria conocida.`)
};

const fr_form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fuseau horaire est inconnu.`)
};

const it_form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è un fuso orario riconosciuto.`)
};

const pt_form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é um fuso horário reconhecido.`)
};

const el_form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν είναι γνωστή ζώνη ώρας.`)
};

const hr_form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To nije poznata vremenska zona.`)
};

/**
* | output |
* | --- |
* | "This is not a time zone the server knows." |
*
* @param {Form_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_time_zone = /** @type {((inputs?: Form_Time_ZoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Time_ZoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_time_zone(inputs)
	if (locale === "fr") return fr_form_time_zone(inputs)
	if (locale === "it") return it_form_time_zone(inputs)
	if (locale === "pt") return pt_form_time_zone(inputs)
	if (locale === "el") return el_form_time_zone(inputs)
	if (locale === "hr") return hr_form_time_zone(inputs)
	return en_form_time_zone(inputs)
});