import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_DiscardInputs */

const en_offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard`)
};

const es_offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

const fr_offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const it_offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarta`)
};

const pt_offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

const el_offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόρριψη`)
};

const hr_offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odbacite`)
};

/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Offline_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_discard = /** @type {((inputs?: Offline_DiscardInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_DiscardInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_discard(inputs)
	if (locale === "fr") return fr_offline_discard(inputs)
	if (locale === "it") return it_offline_discard(inputs)
	if (locale === "pt") return pt_offline_discard(inputs)
	if (locale === "el") return el_offline_discard(inputs)
	if (locale === "hr") return hr_offline_discard(inputs)
	return en_offline_discard(inputs)
});