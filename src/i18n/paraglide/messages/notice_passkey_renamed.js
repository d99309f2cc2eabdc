import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Passkey_RenamedInputs */

const en_notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey is renamed.`)
};

const es_notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La llave de acceso tiene nuevo nombre.`)
};

const fr_notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé d’accès est renommée.`)
};

const it_notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La passkey è stata rinominata.`)
};

const pt_notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A chave de acesso foi renomeada.`)
};

const el_notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το κλειδί πρόσβασης μετονομάστηκε.`)
};

const hr_notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pristupni ključ je preimenovan.`)
};

/**
* | output |
* | --- |
* | "The passkey is renamed." |
*
* @param {Notice_Passkey_RenamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_passkey_renamed = /** @type {((inputs?: Notice_Passkey_RenamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_RenamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_passkey_renamed(inputs)
	if (locale === "fr") return fr_notice_passkey_renamed(inputs)
	if (locale === "it") return it_notice_passkey_renamed(inputs)
	if (locale === "pt") return pt_notice_passkey_renamed(inputs)
	if (locale === "el") return el_notice_passkey_renamed(inputs)
	if (locale === "hr") return hr_notice_passkey_renamed(inputs)
	return en_notice_passkey_renamed(inputs)
});