import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_VerifyInputs */

const en_nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

const es_nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

const fr_nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valider`)
};

const it_nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica`)
};

const pt_nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

const el_nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επαλήθευση`)
};

const hr_nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provjera`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Nav_VerifyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_verify = /** @type {((inputs?: Nav_VerifyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_VerifyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_verify(inputs)
	if (locale === "fr") return fr_nav_verify(inputs)
	if (locale === "it") return it_nav_verify(inputs)
	if (locale === "pt") return pt_nav_verify(inputs)
	if (locale === "el") return el_nav_verify(inputs)
	if (locale === "hr") return hr_nav_verify(inputs)
	return en_nav_verify(inputs)
});