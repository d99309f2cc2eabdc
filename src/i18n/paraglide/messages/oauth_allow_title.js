import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ app: NonNullable<unknown> }} Oauth_Allow_TitleInputs */

const en_oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allow ${i?.app}`)
};

const es_oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permitir ${i?.app}`)
};

const fr_oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autoriser ${i?.app}`)
};

const it_oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consenti a ${i?.app}`)
};

const pt_oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permitir ${i?.app}`)
};

const el_oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Να επιτραπεί η ${i?.app}`)
};

const hr_oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dopusti aplikaciju ${i?.app}`)
};

/**
* | output |
* | --- |
* | "Allow {app}" |
*
* @param {Oauth_Allow_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_allow_title = /** @type {((inputs: Oauth_Allow_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Allow_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_allow_title(inputs)
	if (locale === "fr") return fr_oauth_allow_title(inputs)
	if (locale === "it") return it_oauth_allow_title(inputs)
	if (locale === "pt") return pt_oauth_allow_title(inputs)
	if (locale === "el") return el_oauth_allow_title(inputs)
	if (locale === "hr") return hr_oauth_allow_title(inputs)
	return en_oauth_allow_title(inputs)
});