import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Set_Up_TextInputs */

const en_join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An administrator exists already, so setup links no longer work.`)
};

const es_join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya hay un administrador, así que los enlaces de configuración ya no funcionan.`)
};

const fr_join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrateur existe déjà : les liens de configuration ne fonctionnent plus.`)
};

const it_join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esiste già un amministratore, quindi i link di configurazione non funzionano più.`)
};

const pt_join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já existe um administrador, por isso os links de configuração deixaram de funcionar.`)
};

const el_join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υπάρχει ήδη διαχειριστής, οπότε οι σύνδεσμοι ρύθμισης δεν λειτουργούν πια.`)
};

const hr_join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator već postoji pa poveznice za postavljanje više ne rade.`)
};

/**
* | output |
* | --- |
* | "An administrator exists already, so setup links no longer work." |
*
* @param {Join_Set_Up_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_set_up_text = /** @type {((inputs?: Join_Set_Up_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Set_Up_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_set_up_text(inputs)
	if (locale === "fr") return fr_join_set_up_text(inputs)
	if (locale === "it") return it_join_set_up_text(inputs)
	if (locale === "pt") return pt_join_set_up_text(inputs)
	if (locale === "el") return el_join_set_up_text(inputs)
	if (locale === "hr") return hr_join_set_up_text(inputs)
	return en_join_set_up_text(inputs)
});