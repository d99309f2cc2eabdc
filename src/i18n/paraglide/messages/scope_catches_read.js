import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Catches_ReadInputs */

const en_scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See catches, their verifications and catch events`)
};

const es_scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver capturas, sus verificaciones y los eventos de capturas`)
};

const fr_scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les prises, leurs vérifications et les événements de prises`)
};

const it_scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedere le catture, le loro verifiche e gli eventi delle catture`)
};

const pt_scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver capturas, suas verificações e os eventos de capturas`)
};

const el_scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να βλέπει τις αλιεύσεις, τις επαληθεύσεις τους και τα συμβάντα αλιεύσεων`)
};

const hr_scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidjeti ulove, njihove provjere i događaje ulova`)
};

/**
* | output |
* | --- |
* | "See catches, their verifications and catch events" |
*
* @param {Scope_Catches_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_catches_read = /** @type {((inputs?: Scope_Catches_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Catches_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_catches_read(inputs)
	if (locale === "fr") return fr_scope_catches_read(inputs)
	if (locale === "it") return it_scope_catches_read(inputs)
	if (locale === "pt") return pt_scope_catches_read(inputs)
	if (locale === "el") return el_scope_catches_read(inputs)
	if (locale === "hr") return hr_scope_catches_read(inputs)
	return en_scope_catches_read(inputs)
});