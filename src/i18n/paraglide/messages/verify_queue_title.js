import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Queue_TitleInputs */

const en_verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification queue`)
};

const es_verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cola de verificación`)
};

const fr_verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File de validation`)
};

const it_verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coda di verifica`)
};

const pt_verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fila de verificação`)
};

const el_verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ουρά επαλήθευσης`)
};

const hr_verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red za provjeru`)
};

/**
* | output |
* | --- |
* | "Verification queue" |
*
* @param {Verify_Queue_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_queue_title = /** @type {((inputs?: Verify_Queue_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Queue_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_queue_title(inputs)
	if (locale === "fr") return fr_verify_queue_title(inputs)
	if (locale === "it") return it_verify_queue_title(inputs)
	if (locale === "pt") return pt_verify_queue_title(inputs)
	if (locale === "el") return el_verify_queue_title(inputs)
	if (locale === "hr") return hr_verify_queue_title(inputs)
	return en_verify_queue_title(inputs)
});