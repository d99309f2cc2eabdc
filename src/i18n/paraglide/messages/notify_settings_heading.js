import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Settings_HeadingInputs */

const en_notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What reaches you, and where`)
};

const es_notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué te llega y por dónde`)
};

const fr_notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qui vous parvient, et où`)
};

const it_notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa ti arriva, e dove`)
};

const pt_notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que lhe chega, e onde`)
};

const el_notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι σας φτάνει και πού`)
};

const hr_notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Što vam stiže i kamo`)
};

/**
* | output |
* | --- |
* | "What reaches you, and where" |
*
* @param {Notify_Settings_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_settings_heading = /** @type {((inputs?: Notify_Settings_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Settings_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_settings_heading(inputs)
	if (locale === "fr") return fr_notify_settings_heading(inputs)
	if (locale === "it") return it_notify_settings_heading(inputs)
	if (locale === "pt") return pt_notify_settings_heading(inputs)
	if (locale === "el") return el_notify_settings_heading(inputs)
	if (locale === "hr") return hr_notify_settings_heading(inputs)
	return en_notify_settings_heading(inputs)
});