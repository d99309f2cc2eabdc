import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Redirect_Uris_HintInputs */

const en_dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirect URIs (one a line)`)
};

const es_dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI de redirección (una por línea)`)
};

const fr_dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI de redirection (une par ligne)`)
};

const it_dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI di reindirizzamento (uno per riga)`)
};

const pt_dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URIs de redirecionamento (uma por linha)`)
};

const el_dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI ανακατεύθυνσης (ένα ανά γραμμή)`)
};

const hr_dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI-ji za preusmjeravanje (jedan po retku)`)
};

/**
* | output |
* | --- |
* | "Redirect URIs (one a line)" |
*
* @param {Dev_Redirect_Uris_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_redirect_uris_hint = /** @type {((inputs?: Dev_Redirect_Uris_HintInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Redirect_Uris_HintInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_redirect_uris_hint(inputs)
	if (locale === "fr") return fr_dev_redirect_uris_hint(inputs)
	if (locale === "it") return it_dev_redirect_uris_hint(inputs)
	if (locale === "pt") return pt_dev_redirect_uris_hint(inputs)
	if (locale === "el") return el_dev_redirect_uris_hint(inputs)
	if (locale === "hr") return hr_dev_redirect_uris_hint(inputs)
	return en_dev_redirect_uris_hint(inputs)
});