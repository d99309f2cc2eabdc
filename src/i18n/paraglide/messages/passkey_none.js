import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_NoneInputs */

const en_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no passkeys yet.`)
};

const es_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes llaves de acceso.`)
};

const fr_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas encore de clé d’accès.`)
};

const it_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non hai ancora nessuna passkey.`)
};

const pt_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não tem chaves de acesso.`)
};

const el_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχετε ακόμη κλειδιά πρόσβασης.`)
};

const hr_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nemate pristupnih ključeva.`)
};

/**
* | output |
* | --- |
* | "You have no passkeys yet." |
*
* @param {Passkey_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_none = /** @type {((inputs?: Passkey_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_NoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_none(inputs)
	if (locale === "fr") return fr_passkey_none(inputs)
	if (locale === "it") return it_passkey_none(inputs)
	if (locale === "pt") return pt_passkey_none(inputs)
	if (locale === "el") return el_passkey_none(inputs)
	if (locale === "hr") return hr_passkey_none(inputs)
	return en_passkey_none(inputs)
});