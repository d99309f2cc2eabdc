import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_SaveInputs */

const en_notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

const es_notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

const fr_notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

const it_notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salva`)
};

const pt_notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

const el_notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση`)
};

const hr_notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spremi`)
};

/**
* | output |
* | --- |
* | "Save" |
*
* @param {Notify_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_save = /** @type {((inputs?: Notify_SaveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_SaveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_save(inputs)
	if (locale === "fr") return fr_notify_save(inputs)
	if (locale === "it") return it_notify_save(inputs)
	if (locale === "pt") return pt_notify_save(inputs)
	if (locale === "el") return el_notify_save(inputs)
	if (locale === "hr") return hr_notify_save(inputs)
	return en_notify_save(inputs)
});