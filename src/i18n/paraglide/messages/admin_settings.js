import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SettingsInputs */

const en_admin_settings = /** @type {(inputs: Admin_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

const es_admin_settings = /** @type {(inputs: Admin_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes`)
};

const fr_admin_settings = /** @type {(inputs: Admin_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réglages`)
};

const it_admin_settings = /** @type {(inputs: Admin_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impostazioni`)
};

const pt_admin_settings = /** @type {(inputs: Admin_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definições`)
};

const el_admin_settings = /** @type {(inputs: Admin_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ρυθμίσεις`)
};

const hr_admin_settings = /** @type {(inputs: Admin_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postavke`)
};

/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Admin_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_settings = /** @type {((inputs?: Admin_SettingsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SettingsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_settings(inputs)
	if (locale === "fr") return fr_admin_settings(inputs)
	if (locale === "it") return it_admin_settings(inputs)
	if (locale === "pt") return pt_admin_settings(inputs)
	if (locale === "el") return el_admin_settings(inputs)
	if (locale === "hr") return hr_admin_settings(inputs)
	return en_admin_settings(inputs)
});