import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Role_ChangedInputs */

const en_notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role changed.`)
};

const es_notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol cambiado.`)
};

const fr_notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le rôle est modifié.`)
};

const it_notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruolo cambiato.`)
};

const pt_notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Função alterada.`)
};

const el_notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο ρόλος άλλαξε.`)
};

const hr_notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uloga je promijenjena.`)
};

/**
* | output |
* | --- |
* | "Role changed." |
*
* @param {Notice_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_role_changed = /** @type {((inputs?: Notice_Role_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Role_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_role_changed(inputs)
	if (locale === "fr") return fr_notice_role_changed(inputs)
	if (locale === "it") return it_notice_role_changed(inputs)
	if (locale === "pt") return pt_notice_role_changed(inputs)
	if (locale === "el") return el_notice_role_changed(inputs)
	if (locale === "hr") return hr_notice_role_changed(inputs)
	return en_notice_role_changed(inputs)
});