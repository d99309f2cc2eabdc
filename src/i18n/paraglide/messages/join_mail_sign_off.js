import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Join_Mail_Sign_OffInputs */

const en_join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd at ${i?.url}`)
};

const es_join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd en ${i?.url}`)
};

const fr_join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd sur ${i?.url}`)
};

const it_join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd su ${i?.url}`)
};

const pt_join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd em ${i?.url}`)
};

const el_join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd στο ${i?.url}`)
};

const hr_join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd na ${i?.url}`)
};

/**
* | output |
* | --- |
* | "catchd at {url}" |
*
* @param {Join_Mail_Sign_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_sign_off = /** @type {((inputs: Join_Mail_Sign_OffInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Sign_OffInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_sign_off(inputs)
	if (locale === "fr") return fr_join_mail_sign_off(inputs)
	if (locale === "it") return it_join_mail_sign_off(inputs)
	if (locale === "pt") return pt_join_mail_sign_off(inputs)
	if (locale === "el") return el_join_mail_sign_off(inputs)
	if (locale === "hr") return hr_join_mail_sign_off(inputs)
	return en_join_mail_sign_off(inputs)
});