import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Pending_InvitationsInputs */

const en_join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending invitations`)
};

const es_join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones pendientes`)
};

const fr_join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations en attente`)
};

const it_join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviti in sospeso`)
};

const pt_join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convites pendentes`)
};

const el_join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εκκρεμείς προσκλήσεις`)
};

const hr_join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozivnice na čekanju`)
};

/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Join_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_pending_invitations = /** @type {((inputs?: Join_Pending_InvitationsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Pending_InvitationsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_pending_invitations(inputs)
	if (locale === "fr") return fr_join_pending_invitations(inputs)
	if (locale === "it") return it_join_pending_invitations(inputs)
	if (locale === "pt") return pt_join_pending_invitations(inputs)
	if (locale === "el") return el_join_pending_invitations(inputs)
	if (locale === "hr") return hr_join_pending_invitations(inputs)
	return en_join_pending_invitations(inputs)
});