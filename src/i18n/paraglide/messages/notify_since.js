import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Notify_SinceInputs */

const en_notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`since ${i?.time}`)
};

const es_notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desde ${i?.time}`)
};

const fr_notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`depuis le ${i?.time}`)
};

const it_notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dal ${i?.time}`)
};

const pt_notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desde ${i?.time}`)
};

const el_notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`από ${i?.time}`)
};

const hr_notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`od ${i?.time}`)
};

/**
* | output |
* | --- |
* | "since {time}" |
*
* @param {Notify_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_since = /** @type {((inputs: Notify_SinceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_SinceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_since(inputs)
	if (locale === "fr") return fr_notify_since(inputs)
	if (locale === "it") return it_notify_since(inputs)
	if (locale === "pt") return pt_notify_since(inputs)
	if (locale === "el") return el_notify_since(inputs)
	if (locale === "hr") return hr_notify_since(inputs)
	return en_notify_since(inputs)
});