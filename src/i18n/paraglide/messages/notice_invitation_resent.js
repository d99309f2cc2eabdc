import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Invitation_ResentInputs */

const en_notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation is sent again, with a new link.`)
};

const es_notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La invitación se ha vuelto a enviar, con un enlace nuevo.`)
};

const fr_notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’invitation est renvoyée, avec un nouveau lien.`)
};

const it_notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’invito è stato rinviato con un nuovo link.`)
};

const pt_notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O convite foi reenviado, com um novo link.`)
};

const el_notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η πρόσκληση στάλθηκε ξανά, με νέο σύνδεσμο.`)
};

const hr_notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozivnica je ponovno poslana, s novom poveznicom.`)
};

/**
* | output |
* | --- |
* | "The invitation is sent again, with a new link." |
*
* @param {Notice_Invitation_ResentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_invitation_resent = /** @type {((inputs?: Notice_Invitation_ResentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Invitation_ResentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_invitation_resent(inputs)
	if (locale === "fr") return fr_notice_invitation_resent(inputs)
	if (locale === "it") return it_notice_invitation_resent(inputs)
	if (locale === "pt") return pt_notice_invitation_resent(inputs)
	if (locale === "el") return el_notice_invitation_resent(inputs)
	if (locale === "hr") return hr_notice_invitation_resent(inputs)
	return en_notice_invitation_resent(inputs)
});