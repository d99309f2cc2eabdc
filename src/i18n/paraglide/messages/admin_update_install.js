import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ command: NonNullable<unknown> }} Admin_Update_InstallInputs */

const en_admin_update_install = /** @type {(inputs: Admin_Update_InstallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On the server, ${i?.command} installs it after a backup;`)
};

const es_admin_update_install = /** @type {(inputs: Admin_Update_InstallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En el servidor, ${i?.command} la instala tras hacer una copia de seguridad;`)
};

const fr_admin_update_install = /** @type {(inputs: Admin_Update_InstallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sur le serveur, ${i?.command} l’installe après une sauvegarde ;`)
};

const it_admin_update_install = /** @type {(inputs: Admin_Update_InstallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sul server, ${i?.command} la installa dopo un backup;`)
};

const pt_admin_update_install = /** @type {(inputs: Admin_Update_InstallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No servidor, ${i?.command} instala-a depois de uma cópia de segurança;`)
};

const el_admin_update_install = /** @type {(inputs: Admin_Update_InstallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Στον διακομιστή, η εντολή ${i?.command} την εγκαθιστά αφού πάρει αντίγραφο ασφαλείας·`)
};

const hr_admin_update_install = /** @type {(inputs: Admin_Update_InstallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na poslužitelju je ${i?.command} instalira nakon sigurnosne kopije;`)
};

/**
* | output |
* | --- |
* | "On the server, {command} installs it after a backup;" |
*
* @param {Admin_Update_InstallInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_update_install = /** @type {((inputs: Admin_Update_InstallInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Update_InstallInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_update_install(inputs)
	if (locale === "fr") return fr_admin_update_install(inputs)
	if (locale === "it") return it_admin_update_install(inputs)
	if (locale === "pt") return pt_admin_update_install(inputs)
	if (locale === "el") return el_admin_update_install(inputs)
	if (locale === "hr") return hr_admin_update_install(inputs)
	return en_admin_update_install(inputs)
});