import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Mail_Known_SubjectInputs */

const en_join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone tried to sign up to catchd with your address`)
};

const es_join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien ha intentado registrarse en catchd con tu dirección`)
};

const fr_join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un a tenté de s’inscrire sur catchd avec votre adresse`)
};

const it_join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualcuno ha provato a iscriversi a catchd con il tuo indirizzo`)
};

const pt_join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguém tentou criar uma conta no catchd com o seu endereço`)
};

const el_join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάποιος προσπάθησε να εγγραφεί στο catchd με τη διεύθυνσή σας`)
};

const hr_join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Netko se pokušao registrirati na catchd s vašom adresom`)
};

/**
* | output |
* | --- |
* | "Someone tried to sign up to catchd with your address" |
*
* @param {Join_Mail_Known_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_known_subject = /** @type {((inputs?: Join_Mail_Known_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_known_subject(inputs)
	if (locale === "fr") return fr_join_mail_known_subject(inputs)
	if (locale === "it") return it_join_mail_known_subject(inputs)
	if (locale === "pt") return pt_join_mail_known_subject(inputs)
	if (locale === "el") return el_join_mail_known_subject(inputs)
	if (locale === "hr") return hr_join_mail_known_subject(inputs)
	return en_join_mail_known_subject(inputs)
});