import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_Developer_LabelInputs */

const en_people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early access sign-up on the developer portal (CATCHD_DEVELOPER_SIGNUP)`)
};

const es_people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de acceso anticipado en el portal para desarrolladores (CATCHD_DEVELOPER_SIGNUP)`)
};

const fr_people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription à l’accès anticipé sur le portail des développeurs (CATCHD_DEVELOPER_SIGNUP)`)
};

const it_people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizione all’accesso anticipato sul portale per sviluppatori (CATCHD_DEVELOPER_SIGNUP)`)
};

const pt_people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registo de acesso antecipado no portal para programadores (CATCHD_DEVELOPER_SIGNUP)`)
};

const el_people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφή πρόωρης πρόσβασης στην πύλη προγραμματιστών (CATCHD_DEVELOPER_SIGNUP)`)
};

const hr_people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracija za rani pristup na portalu za programere (CATCHD_DEVELOPER_SIGNUP)`)
};

/**
* | output |
* | --- |
* | "Early access sign-up on the developer portal (CATCHD_DEVELOPER_SIGNUP)" |
*
* @param {People_Joining_Developer_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_developer_label = /** @type {((inputs?: People_Joining_Developer_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Developer_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_developer_label(inputs)
	if (locale === "fr") return fr_people_joining_developer_label(inputs)
	if (locale === "it") return it_people_joining_developer_label(inputs)
	if (locale === "pt") return pt_people_joining_developer_label(inputs)
	if (locale === "el") return el_people_joining_developer_label(inputs)
	if (locale === "hr") return hr_people_joining_developer_label(inputs)
	return en_people_joining_developer_label(inputs)
});