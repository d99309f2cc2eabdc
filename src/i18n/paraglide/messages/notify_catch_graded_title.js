import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Notify_Catch_Graded_TitleInputs */

const en_notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your catch was graded ${i?.tier}`)
};

const es_notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu captura recibió el nivel ${i?.tier}`)
};

const fr_notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre prise a reçu le niveau ${i?.tier}`)
};

const it_notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tua cattura ha ottenuto il livello ${i?.tier}`)
};

const pt_notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sua captura recebeu o nível ${i?.tier}`)
};

const el_notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η ψαριά σας πήρε το επίπεδο «${i?.tier}»`)
};

const hr_notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaš ulov dobio je razinu: ${i?.tier}`)
};

/**
* | output |
* | --- |
* | "Your catch was graded {tier}" |
*
* @param {Notify_Catch_Graded_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_catch_graded_title = /** @type {((inputs: Notify_Catch_Graded_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Graded_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_catch_graded_title(inputs)
	if (locale === "fr") return fr_notify_catch_graded_title(inputs)
	if (locale === "it") return it_notify_catch_graded_title(inputs)
	if (locale === "pt") return pt_notify_catch_graded_title(inputs)
	if (locale === "el") return el_notify_catch_graded_title(inputs)
	if (locale === "hr") return hr_notify_catch_graded_title(inputs)
	return en_notify_catch_graded_title(inputs)
});