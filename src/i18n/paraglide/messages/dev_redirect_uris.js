import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Redirect_UrisInputs */

const en_dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirect URIs`)
};

const es_dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI de redirección`)
};

const fr_dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI de redirection`)
};

const it_dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI di reindirizzamento`)
};

const pt_dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URIs de redirecionamento`)
};

const el_dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI ανακατεύθυνσης`)
};

const hr_dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI-ji za preusmjeravanje`)
};

/**
* | output |
* | --- |
* | "Redirect URIs" |
*
* @param {Dev_Redirect_UrisInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_redirect_uris = /** @type {((inputs?: Dev_Redirect_UrisInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Redirect_UrisInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_redirect_uris(inputs)
	if (locale === "fr") return fr_dev_redirect_uris(inputs)
	if (locale === "it") return it_dev_redirect_uris(inputs)
	if (locale === "pt") return pt_dev_redirect_uris(inputs)
	if (locale === "el") return el_dev_redirect_uris(inputs)
	if (locale === "hr") return hr_dev_redirect_uris(inputs)
	return en_dev_redirect_uris(inputs)
});