import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Delete_QuestionInputs */

const en_catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this catch?`)
};

const es_catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar esta captura?`)
};

const fr_catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette prise ?`)
};

const it_catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminare questa cattura?`)
};

const pt_catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar esta captura?`)
};

const el_catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή αυτής της ψαριάς;`)
};

const hr_catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izbrisati ovaj ulov?`)
};

/**
* | output |
* | --- |
* | "Delete this catch?" |
*
* @param {Catch_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_question = /** @type {((inputs?: Catch_Delete_QuestionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_QuestionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_delete_question(inputs)
	if (locale === "fr") return fr_catch_delete_question(inputs)
	if (locale === "it") return it_catch_delete_question(inputs)
	if (locale === "pt") return pt_catch_delete_question(inputs)
	if (locale === "el") return el_catch_delete_question(inputs)
	if (locale === "hr") return hr_catch_delete_question(inputs)
	return en_catch_delete_question(inputs)
});