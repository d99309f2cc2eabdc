import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Sent_SavedInputs */

const en_offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent and saved:`)
};

const es_offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada y guardada:`)
};

const fr_offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyée et enregistrée :`)
};

const it_offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviata e salvata:`)
};

const pt_offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada e guardada:`)
};

const el_offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στάλθηκε και αποθηκεύτηκε:`)
};

const hr_offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poslano i spremljeno:`)
};

/**
* | output |
* | --- |
* | "Sent and saved:" |
*
* @param {Offline_Sent_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_sent_saved = /** @type {((inputs?: Offline_Sent_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sent_SavedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_sent_saved(inputs)
	if (locale === "fr") return fr_offline_sent_saved(inputs)
	if (locale === "it") return it_offline_sent_saved(inputs)
	if (locale === "pt") return pt_offline_sent_saved(inputs)
	if (locale === "el") return el_offline_sent_saved(inputs)
	if (locale === "hr") return hr_offline_sent_saved(inputs)
	return en_offline_sent_saved(inputs)
});