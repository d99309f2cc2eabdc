import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Person_AddedInputs */

const en_notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The person is added.`)
};

const es_notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La persona se ha añadido.`)
};

const fr_notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne est ajoutée.`)
};

const it_notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La persona è stata aggiunta.`)
};

const pt_notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pessoa foi adicionada.`)
};

const el_notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το άτομο προστέθηκε.`)
};

const hr_notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Osoba je dodana.`)
};

/**
* | output |
* | --- |
* | "The person is added." |
*
* @param {Notice_Person_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_person_added = /** @type {((inputs?: Notice_Person_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Person_AddedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_person_added(inputs)
	if (locale === "fr") return fr_notice_person_added(inputs)
	if (locale === "it") return it_notice_person_added(inputs)
	if (locale === "pt") return pt_notice_person_added(inputs)
	if (locale === "el") return el_notice_person_added(inputs)
	if (locale === "hr") return hr_notice_person_added(inputs)
	return en_notice_person_added(inputs)
});