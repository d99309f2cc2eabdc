import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Competition_Change_LeadInputs */

const en_competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: everything may change until it runs; then only its description.`)
};

const es_competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: todo se puede cambiar hasta que empiece; después, solo la descripción.`)
};

const fr_competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} : tout peut changer jusqu’au départ ; ensuite, seule la description.`)
};

const it_competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: tutto si può cambiare fino all’inizio; poi solo la descrizione.`)
};

const pt_competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: tudo pode mudar até começar; depois, só a descrição.`)
};

const el_competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: όλα αλλάζουν μέχρι να ξεκινήσει· μετά, μόνο η περιγραφή.`)
};

const hr_competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: sve se može mijenjati do početka; nakon toga samo opis.`)
};

/**
* | output |
* | --- |
* | "{link}: everything may change until it runs; then only its description." |
*
* @param {Competition_Change_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_change_lead = /** @type {((inputs: Competition_Change_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Change_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_change_lead(inputs)
	if (locale === "fr") return fr_competition_change_lead(inputs)
	if (locale === "it") return it_competition_change_lead(inputs)
	if (locale === "pt") return pt_competition_change_lead(inputs)
	if (locale === "el") return el_competition_change_lead(inputs)
	if (locale === "hr") return hr_competition_change_lead(inputs)
	return en_competition_change_lead(inputs)
});