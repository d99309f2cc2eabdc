import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Unsubscribed_HeadingInputs */

const en_notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const es_notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hecho`)
};

const fr_notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est fait`)
};

const it_notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fatto`)
};

const pt_notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feito`)
};

const el_notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έγινε`)
};

const hr_notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gotovo`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Notify_Unsubscribed_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribed_heading = /** @type {((inputs?: Notify_Unsubscribed_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_unsubscribed_heading(inputs)
	if (locale === "fr") return fr_notify_unsubscribed_heading(inputs)
	if (locale === "it") return it_notify_unsubscribed_heading(inputs)
	if (locale === "pt") return pt_notify_unsubscribed_heading(inputs)
	if (locale === "el") return el_notify_unsubscribed_heading(inputs)
	if (locale === "hr") return hr_notify_unsubscribed_heading(inputs)
	return en_notify_unsubscribed_heading(inputs)
});