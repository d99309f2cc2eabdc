import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Mail_Confirm_SubjectInputs */

const en_join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email address for catchd`)
};

const es_join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu correo para catchd`)
};

const fr_join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse e-mail pour catchd`)
};

const it_join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma il tuo indirizzo email per catchd`)
};

const pt_join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme o seu e-mail no catchd`)
};

const el_join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε τη διεύθυνση email σας για το catchd`)
};

const hr_join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdite adresu e-pošte za catchd`)
};

/**
* | output |
* | --- |
* | "Confirm your email address for catchd" |
*
* @param {Join_Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_confirm_subject = /** @type {((inputs?: Join_Mail_Confirm_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Confirm_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_confirm_subject(inputs)
	if (locale === "fr") return fr_join_mail_confirm_subject(inputs)
	if (locale === "it") return it_join_mail_confirm_subject(inputs)
	if (locale === "pt") return pt_join_mail_confirm_subject(inputs)
	if (locale === "el") return el_join_mail_confirm_subject(inputs)
	if (locale === "hr") return hr_join_mail_confirm_subject(inputs)
	return en_join_mail_confirm_subject(inputs)
});