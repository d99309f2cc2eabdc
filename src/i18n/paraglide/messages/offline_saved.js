import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_SavedInputs */

const en_offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catch saved.`)
};

const es_offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captura guardada.`)
};

const fr_offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prise enregistrée.`)
};

const it_offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cattura salvata.`)
};

const pt_offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captura guardada.`)
};

const el_offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η ψαριά αποθηκεύτηκε.`)
};

const hr_offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulov je spremljen.`)
};

/**
* | output |
* | --- |
* | "Catch saved." |
*
* @param {Offline_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_saved = /** @type {((inputs?: Offline_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SavedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_saved(inputs)
	if (locale === "fr") return fr_offline_saved(inputs)
	if (locale === "it") return it_offline_saved(inputs)
	if (locale === "pt") return pt_offline_saved(inputs)
	if (locale === "el") return el_offline_saved(inputs)
	if (locale === "hr") return hr_offline_saved(inputs)
	return en_offline_saved(inputs)
});