import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Type_Public_HintInputs */

const en_dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public (a browser or phone app, PKCE only)`)
};

const es_dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pública (una app de navegador o de móvil, solo PKCE)`)
};

const fr_dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publique (une application de navigateur ou de téléphone, PKCE seulement)`)
};

const it_dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pubblica (un’app per browser o telefono, solo PKCE)`)
};

const pt_dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pública (um app de navegador ou de celular, só PKCE)`)
};

const el_dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημόσια (εφαρμογή προγράμματος περιήγησης ή κινητού, μόνο PKCE)`)
};

const hr_dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Javna (aplikacija u pregledniku ili na mobitelu, samo PKCE)`)
};

/**
* | output |
* | --- |
* | "Public (a browser or phone app, PKCE only)" |
*
* @param {Dev_Type_Public_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_type_public_hint = /** @type {((inputs?: Dev_Type_Public_HintInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_Public_HintInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_type_public_hint(inputs)
	if (locale === "fr") return fr_dev_type_public_hint(inputs)
	if (locale === "it") return it_dev_type_public_hint(inputs)
	if (locale === "pt") return pt_dev_type_public_hint(inputs)
	if (locale === "el") return el_dev_type_public_hint(inputs)
	if (locale === "hr") return hr_dev_type_public_hint(inputs)
	return en_dev_type_public_hint(inputs)
});