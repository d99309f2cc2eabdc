import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Access_LinkInputs */

const en_admin_access_link = /** @type {(inputs: Admin_Access_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What visitors may see`)
};

const es_admin_access_link = /** @type {(inputs: Admin_Access_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué pueden ver los visitantes`)
};

const fr_admin_access_link = /** @type {(inputs: Admin_Access_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que les visiteurs peuvent voir`)
};

const it_admin_access_link = /** @type {(inputs: Admin_Access_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa possono vedere i visitatori`)
};

const pt_admin_access_link = /** @type {(inputs: Admin_Access_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que os visitantes podem ver`)
};

const el_admin_access_link = /** @type {(inputs: Admin_Access_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι βλέπουν οι επισκέπτες`)
};

const hr_admin_access_link = /** @type {(inputs: Admin_Access_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Što posjetitelji smiju vidjeti`)
};

/**
* | output |
* | --- |
* | "What visitors may see" |
*
* @param {Admin_Access_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_access_link = /** @type {((inputs?: Admin_Access_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Access_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_access_link(inputs)
	if (locale === "fr") return fr_admin_access_link(inputs)
	if (locale === "it") return it_admin_access_link(inputs)
	if (locale === "pt") return pt_admin_access_link(inputs)
	if (locale === "el") return el_admin_access_link(inputs)
	if (locale === "hr") return hr_admin_access_link(inputs)
	return en_admin_access_link(inputs)
});