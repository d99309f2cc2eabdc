import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Role_AdminInputs */

const en_people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

const es_people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrador`)
};

const fr_people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrateur`)
};

const it_people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amministratore`)
};

const pt_people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrador`)
};

const el_people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`διαχειριστής`)
};

const hr_people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrator`)
};

/**
* | output |
* | --- |
* | "admin" |
*
* @param {People_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_role_admin = /** @type {((inputs?: People_Role_AdminInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_AdminInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_role_admin(inputs)
	if (locale === "fr") return fr_people_role_admin(inputs)
	if (locale === "it") return it_people_role_admin(inputs)
	if (locale === "pt") return pt_people_role_admin(inputs)
	if (locale === "el") return el_people_role_admin(inputs)
	if (locale === "hr") return hr_people_role_admin(inputs)
	return en_people_role_admin(inputs)
});