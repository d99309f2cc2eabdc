import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Save_ChangesInputs */

const en_catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

const es_catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

const fr_catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

const it_catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salva le modifiche`)
};

const pt_catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar alterações`)
};

const el_catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση αλλαγών`)
};

const hr_catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spremite promjene`)
};

/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Catch_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_save_changes = /** @type {((inputs?: Catch_Save_ChangesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Save_ChangesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_save_changes(inputs)
	if (locale === "fr") return fr_catch_save_changes(inputs)
	if (locale === "it") return it_catch_save_changes(inputs)
	if (locale === "pt") return pt_catch_save_changes(inputs)
	if (locale === "el") return el_catch_save_changes(inputs)
	if (locale === "hr") return hr_catch_save_changes(inputs)
	return en_catch_save_changes(inputs)
});