import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_People_LinkInputs */

const en_admin_people_link = /** @type {(inputs: Admin_People_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People and roles`)
};

const es_admin_people_link = /** @type {(inputs: Admin_People_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas y roles`)
};

const fr_admin_people_link = /** @type {(inputs: Admin_People_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres et rôles`)
};

const it_admin_people_link = /** @type {(inputs: Admin_People_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persone e ruoli`)
};

const pt_admin_people_link = /** @type {(inputs: Admin_People_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas e funções`)
};

const el_admin_people_link = /** @type {(inputs: Admin_People_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μέλη και ρόλοι`)
};

const hr_admin_people_link = /** @type {(inputs: Admin_People_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ljudi i uloge`)
};

/**
* | output |
* | --- |
* | "People and roles" |
*
* @param {Admin_People_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_people_link = /** @type {((inputs?: Admin_People_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_People_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_people_link(inputs)
	if (locale === "fr") return fr_admin_people_link(inputs)
	if (locale === "it") return it_admin_people_link(inputs)
	if (locale === "pt") return pt_admin_people_link(inputs)
	if (locale === "el") return el_admin_people_link(inputs)
	if (locale === "hr") return hr_admin_people_link(inputs)
	return en_admin_people_link(inputs)
});