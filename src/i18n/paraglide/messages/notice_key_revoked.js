import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Key_RevokedInputs */

const en_notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The key is revoked.`)
};

const es_notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clave se ha revocado.`)
};

const fr_notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé est révoquée.`)
};

const it_notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La chiave è stata revocata.`)
};

const pt_notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A chave foi revogada.`)
};

const el_notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το κλειδί ανακλήθηκε.`)
};

const hr_notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ključ je opozvan.`)
};

/**
* | output |
* | --- |
* | "The key is revoked." |
*
* @param {Notice_Key_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_key_revoked = /** @type {((inputs?: Notice_Key_RevokedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Key_RevokedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_key_revoked(inputs)
	if (locale === "fr") return fr_notice_key_revoked(inputs)
	if (locale === "it") return it_notice_key_revoked(inputs)
	if (locale === "pt") return pt_notice_key_revoked(inputs)
	if (locale === "el") return el_notice_key_revoked(inputs)
	if (locale === "hr") return hr_notice_key_revoked(inputs)
	return en_notice_key_revoked(inputs)
});