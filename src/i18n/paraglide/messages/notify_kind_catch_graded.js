import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Kind_Catch_GradedInputs */

const en_notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One of your catches is graded or refused`)
};

const es_notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una de tus capturas recibe un nivel o se rechaza`)
};

const fr_notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une de vos prises reçoit un niveau ou est refusée`)
};

const it_notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una delle tue catture riceve un livello o viene respinta`)
};

const pt_notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma das suas capturas recebe um nível ou é recusada`)
};

const el_notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια ψαριά σας παίρνει επίπεδο ή απορρίπτεται`)
};

const hr_notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš ulov dobije razinu ili bude odbijen`)
};

/**
* | output |
* | --- |
* | "One of your catches is graded or refused" |
*
* @param {Notify_Kind_Catch_GradedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_catch_graded = /** @type {((inputs?: Notify_Kind_Catch_GradedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Catch_GradedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_kind_catch_graded(inputs)
	if (locale === "fr") return fr_notify_kind_catch_graded(inputs)
	if (locale === "it") return it_notify_kind_catch_graded(inputs)
	if (locale === "pt") return pt_notify_kind_catch_graded(inputs)
	if (locale === "el") return el_notify_kind_catch_graded(inputs)
	if (locale === "hr") return hr_notify_kind_catch_graded(inputs)
	return en_notify_kind_catch_graded(inputs)
});