import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Delete_LinkInputs */

const en_catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this catch…`)
};

const es_catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar esta captura…`)
};

const fr_catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette prise…`)
};

const it_catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina questa cattura…`)
};

const pt_catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar esta captura…`)
};

const el_catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή αυτής της ψαριάς…`)
};

const hr_catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izbrišite ovaj ulov…`)
};

/**
* | output |
* | --- |
* | "Delete this catch…" |
*
* @param {Catch_Delete_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_link = /** @type {((inputs?: Catch_Delete_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_delete_link(inputs)
	if (locale === "fr") return fr_catch_delete_link(inputs)
	if (locale === "it") return it_catch_delete_link(inputs)
	if (locale === "pt") return pt_catch_delete_link(inputs)
	if (locale === "el") return el_catch_delete_link(inputs)
	if (locale === "hr") return hr_catch_delete_link(inputs)
	return en_catch_delete_link(inputs)
});