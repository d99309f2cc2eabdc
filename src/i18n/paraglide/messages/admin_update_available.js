import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown>, version: NonNullable<unknown>, running: NonNullable<unknown> }} Admin_Update_AvailableInputs */

const en_admin_update_available = /** @type {(inputs: Admin_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} ${i?.version} is available (this server runs ${i?.running}).`)
};

const es_admin_update_available = /** @type {(inputs: Admin_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya está disponible ${i?.product} ${i?.version} (este servidor tiene la ${i?.running}).`)
};

const fr_admin_update_available = /** @type {(inputs: Admin_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} ${i?.version} est disponible (ce serveur tourne en ${i?.running}).`)
};

const it_admin_update_available = /** @type {(inputs: Admin_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`È disponibile ${i?.product} ${i?.version} (questo server usa la ${i?.running}).`)
};

const pt_admin_update_available = /** @type {(inputs: Admin_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Já está disponível o ${i?.product} ${i?.version} (este servidor tem a ${i?.running}).`)
};

const el_admin_update_available = /** @type {(inputs: Admin_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κυκλοφόρησε το ${i?.product} ${i?.version} (αυτός ο διακομιστής έχει την ${i?.running}).`)
};

const hr_admin_update_available = /** @type {(inputs: Admin_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dostupan je ${i?.product} ${i?.version} (ovaj poslužitelj ima ${i?.running}).`)
};

/**
* | output |
* | --- |
* | "{product} {version} is available (this server runs {running})." |
*
* @param {Admin_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_update_available = /** @type {((inputs: Admin_Update_AvailableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Update_AvailableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_update_available(inputs)
	if (locale === "fr") return fr_admin_update_available(inputs)
	if (locale === "it") return it_admin_update_available(inputs)
	if (locale === "pt") return pt_admin_update_available(inputs)
	if (locale === "el") return el_admin_update_available(inputs)
	if (locale === "hr") return hr_admin_update_available(inputs)
	return en_admin_update_available(inputs)
});