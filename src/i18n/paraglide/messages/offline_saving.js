import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_SavingInputs */

const en_offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving on this phone…`)
};

const es_offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando en este teléfono…`)
};

const fr_offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement sur ce téléphone…`)
};

const it_offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvataggio su questo telefono…`)
};

const pt_offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando neste aparelho…`)
};

const el_offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση σε αυτό το τηλέφωνο…`)
};

const hr_offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spremanje na ovaj telefon…`)
};

/**
* | output |
* | --- |
* | "Saving on this phone…" |
*
* @param {Offline_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_saving = /** @type {((inputs?: Offline_SavingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SavingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_saving(inputs)
	if (locale === "fr") return fr_offline_saving(inputs)
	if (locale === "it") return it_offline_saving(inputs)
	if (locale === "pt") return pt_offline_saving(inputs)
	if (locale === "el") return el_offline_saving(inputs)
	if (locale === "hr") return hr_offline_saving(inputs)
	return en_offline_saving(inputs)
});