import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Mail_Invitation_SubjectInputs */

const en_join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are invited to join catchd`)
};

const es_join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te invitan a unirte a catchd`)
};

const fr_join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes invité à rejoindre catchd`)
};

const it_join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sei invitato a entrare in catchd`)
};

const pt_join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foi convidado para entrar no catchd`)
};

const el_join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σας προσκαλούν στο catchd`)
};

const hr_join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozvani ste u catchd`)
};

/**
* | output |
* | --- |
* | "You are invited to join catchd" |
*
* @param {Join_Mail_Invitation_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_invitation_subject = /** @type {((inputs?: Join_Mail_Invitation_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Invitation_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_invitation_subject(inputs)
	if (locale === "fr") return fr_join_mail_invitation_subject(inputs)
	if (locale === "it") return it_join_mail_invitation_subject(inputs)
	if (locale === "pt") return pt_join_mail_invitation_subject(inputs)
	if (locale === "el") return el_join_mail_invitation_subject(inputs)
	if (locale === "hr") return hr_join_mail_invitation_subject(inputs)
	return en_join_mail_invitation_subject(inputs)
});