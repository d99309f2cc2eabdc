import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_ScopesInputs */

const en_dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopes`)
};

const es_dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permisos (scopes)`)
};

const fr_dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autorisations (scopes)`)
};

const it_dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permessi (scope)`)
};

const pt_dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permissões (scopes)`)
};

const el_dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δικαιώματα (scopes)`)
};

const hr_dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovlasti (scopes)`)
};

/**
* | output |
* | --- |
* | "Scopes" |
*
* @param {Dev_ScopesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_scopes = /** @type {((inputs?: Dev_ScopesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ScopesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_scopes(inputs)
	if (locale === "fr") return fr_dev_scopes(inputs)
	if (locale === "it") return it_dev_scopes(inputs)
	if (locale === "pt") return pt_dev_scopes(inputs)
	if (locale === "el") return el_dev_scopes(inputs)
	if (locale === "hr") return hr_dev_scopes(inputs)
	return en_dev_scopes(inputs)
});