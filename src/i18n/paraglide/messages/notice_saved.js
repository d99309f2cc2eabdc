import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_SavedInputs */

const en_notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved.`)
};

const es_notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado.`)
};

const fr_notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré.`)
};

const it_notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvato.`)
};

const pt_notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterações guardadas.`)
};

const el_notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθηκεύτηκε.`)
};

const hr_notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spremljeno.`)
};

/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Notice_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_saved = /** @type {((inputs?: Notice_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_SavedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_saved(inputs)
	if (locale === "fr") return fr_notice_saved(inputs)
	if (locale === "it") return it_notice_saved(inputs)
	if (locale === "pt") return pt_notice_saved(inputs)
	if (locale === "el") return el_notice_saved(inputs)
	if (locale === "hr") return hr_notice_saved(inputs)
	return en_notice_saved(inputs)
});