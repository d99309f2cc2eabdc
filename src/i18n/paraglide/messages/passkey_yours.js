import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_YoursInputs */

const en_passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your passkeys`)
};

const es_passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus llaves de acceso`)
};

const fr_passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos clés d’accès`)
};

const it_passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tue passkey`)
};

const pt_passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As suas chaves de acesso`)
};

const el_passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα κλειδιά πρόσβασής σας`)
};

const hr_passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaši pristupni ključevi`)
};

/**
* | output |
* | --- |
* | "Your passkeys" |
*
* @param {Passkey_YoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_yours = /** @type {((inputs?: Passkey_YoursInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_YoursInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_yours(inputs)
	if (locale === "fr") return fr_passkey_yours(inputs)
	if (locale === "it") return it_passkey_yours(inputs)
	if (locale === "pt") return pt_passkey_yours(inputs)
	if (locale === "el") return el_passkey_yours(inputs)
	if (locale === "hr") return hr_passkey_yours(inputs)
	return en_passkey_yours(inputs)
});