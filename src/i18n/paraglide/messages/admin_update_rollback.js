import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ command: NonNullable<unknown> }} Admin_Update_RollbackInputs */

const en_admin_update_rollback = /** @type {(inputs: Admin_Update_RollbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.command} goes back.`)
};

const es_admin_update_rollback = /** @type {(inputs: Admin_Update_RollbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.command} vuelve a la anterior.`)
};

const fr_admin_update_rollback = /** @type {(inputs: Admin_Update_RollbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.command} revient en arrière.`)
};

const it_admin_update_rollback = /** @type {(inputs: Admin_Update_RollbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.command} torna indietro.`)
};

const pt_admin_update_rollback = /** @type {(inputs: Admin_Update_RollbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.command} volta à anterior.`)
};

const el_admin_update_rollback = /** @type {(inputs: Admin_Update_RollbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`η ${i?.command} επιστρέφει στην προηγούμενη.`)
};

const hr_admin_update_rollback = /** @type {(inputs: Admin_Update_RollbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.command} vraća prethodnu.`)
};

/**
* | output |
* | --- |
* | "{command} goes back." |
*
* @param {Admin_Update_RollbackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_update_rollback = /** @type {((inputs: Admin_Update_RollbackInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Update_RollbackInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_update_rollback(inputs)
	if (locale === "fr") return fr_admin_update_rollback(inputs)
	if (locale === "it") return it_admin_update_rollback(inputs)
	if (locale === "pt") return pt_admin_update_rollback(inputs)
	if (locale === "el") return el_admin_update_rollback(inputs)
	if (locale === "hr") return hr_admin_update_rollback(inputs)
	return en_admin_update_rollback(inputs)
});