import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Invitation_RevokedInputs */

const en_notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation is revoked: its link no longer works.`)
};

const es_notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La invitación se ha anulado: su enlace ya no funciona.`)
};

const fr_notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’invitation est annulée : son lien ne fonctionne plus.`)
};

const it_notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’invito è stato annullato: il link non funziona più.`)
};

const pt_notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O convite foi cancelado: o link deixou de funcionar.`)
};

const el_notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η πρόσκληση ακυρώθηκε: ο σύνδεσμός της δεν λειτουργεί πια.`)
};

const hr_notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozivnica je opozvana: njezina poveznica više ne radi.`)
};

/**
* | output |
* | --- |
* | "The invitation is revoked: its link no longer works." |
*
* @param {Notice_Invitation_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_invitation_revoked = /** @type {((inputs?: Notice_Invitation_RevokedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Invitation_RevokedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_invitation_revoked(inputs)
	if (locale === "fr") return fr_notice_invitation_revoked(inputs)
	if (locale === "it") return it_notice_invitation_revoked(inputs)
	if (locale === "pt") return pt_notice_invitation_revoked(inputs)
	if (locale === "el") return el_notice_invitation_revoked(inputs)
	if (locale === "hr") return hr_notice_invitation_revoked(inputs)
	return en_notice_invitation_revoked(inputs)
});