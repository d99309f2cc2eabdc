import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_NotesInputs */

const en_catch_notes = /** @type {(inputs: Catch_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

const es_catch_notes = /** @type {(inputs: Catch_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

const fr_catch_notes = /** @type {(inputs: Catch_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

const it_catch_notes = /** @type {(inputs: Catch_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

const pt_catch_notes = /** @type {(inputs: Catch_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

const el_catch_notes = /** @type {(inputs: Catch_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σημειώσεις`)
};

const hr_catch_notes = /** @type {(inputs: Catch_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilješke`)
};

/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Catch_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_notes = /** @type {((inputs?: Catch_NotesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_NotesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_notes(inputs)
	if (locale === "fr") return fr_catch_notes(inputs)
	if (locale === "it") return it_catch_notes(inputs)
	if (locale === "pt") return pt_catch_notes(inputs)
	if (locale === "el") return el_catch_notes(inputs)
	if (locale === "hr") return hr_catch_notes(inputs)
	return en_catch_notes(inputs)
});