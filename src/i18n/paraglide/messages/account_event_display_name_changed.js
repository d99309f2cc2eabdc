import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Display_Name_ChangedInputs */

const en_account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name changed`)
};

const es_account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre cambiado`)
};

const fr_account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom modifié`)
};

const it_account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome cambiato`)
};

const pt_account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome alterado`)
};

const el_account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το όνομα άλλαξε`)
};

const hr_account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ime promijenjeno`)
};

/**
* | output |
* | --- |
* | "Name changed" |
*
* @param {Account_Event_Display_Name_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_display_name_changed = /** @type {((inputs?: Account_Event_Display_Name_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Display_Name_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_display_name_changed(inputs)
	if (locale === "fr") return fr_account_event_display_name_changed(inputs)
	if (locale === "it") return it_account_event_display_name_changed(inputs)
	if (locale === "pt") return pt_account_event_display_name_changed(inputs)
	if (locale === "el") return el_account_event_display_name_changed(inputs)
	if (locale === "hr") return hr_account_event_display_name_changed(inputs)
	return en_account_event_display_name_changed(inputs)
});