import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Kept_AppsInputs */

const en_reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the apps you authorised`)
};

const es_reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las apps que has autorizado`)
};

const fr_reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les applications que vous avez autorisées`)
};

const it_reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le app che hai autorizzato`)
};

const pt_reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as aplicações que autorizou`)
};

const el_reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`εφαρμογές που εξουσιοδοτήσατε`)
};

const hr_reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aplikacijama koje ste ovlastili`)
};

/**
* | output |
* | --- |
* | "the apps you authorised" |
*
* @param {Reset_Kept_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_kept_apps = /** @type {((inputs?: Reset_Kept_AppsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kept_AppsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_kept_apps(inputs)
	if (locale === "fr") return fr_reset_kept_apps(inputs)
	if (locale === "it") return it_reset_kept_apps(inputs)
	if (locale === "pt") return pt_reset_kept_apps(inputs)
	if (locale === "el") return el_reset_kept_apps(inputs)
	if (locale === "hr") return hr_reset_kept_apps(inputs)
	return en_reset_kept_apps(inputs)
});