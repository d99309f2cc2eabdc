import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ scopes: NonNullable<unknown> }} Dev_May_HoldInputs */

const en_dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your keys and apps may hold: ${i?.scopes}.`)
};

const es_dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus claves y aplicaciones pueden tener: ${i?.scopes}.`)
};

const fr_dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos clés et applications peuvent recevoir : ${i?.scopes}.`)
};

const it_dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le tue chiavi e app possono avere: ${i?.scopes}.`)
};

const pt_dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suas chaves e aplicações podem ter: ${i?.scopes}.`)
};

const el_dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα κλειδιά και οι εφαρμογές σας μπορούν να έχουν: ${i?.scopes}.`)
};

const hr_dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaši ključevi i aplikacije mogu imati: ${i?.scopes}.`)
};

/**
* | output |
* | --- |
* | "Your keys and apps may hold: {scopes}." |
*
* @param {Dev_May_HoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_may_hold = /** @type {((inputs: Dev_May_HoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_May_HoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_may_hold(inputs)
	if (locale === "fr") return fr_dev_may_hold(inputs)
	if (locale === "it") return it_dev_may_hold(inputs)
	if (locale === "pt") return pt_dev_may_hold(inputs)
	if (locale === "el") return el_dev_may_hold(inputs)
	if (locale === "hr") return hr_dev_may_hold(inputs)
	return en_dev_may_hold(inputs)
});