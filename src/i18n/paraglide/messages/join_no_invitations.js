import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_No_InvitationsInputs */

const en_join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pending invitations.`)
};

const es_join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay invitaciones pendientes.`)
};

const fr_join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune invitation en attente.`)
};

const it_join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun invito in sospeso.`)
};

const pt_join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há convites pendentes.`)
};

const el_join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν εκκρεμείς προσκλήσεις.`)
};

const hr_join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nema pozivnica na čekanju.`)
};

/**
* | output |
* | --- |
* | "No pending invitations." |
*
* @param {Join_No_InvitationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_no_invitations = /** @type {((inputs?: Join_No_InvitationsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_No_InvitationsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_no_invitations(inputs)
	if (locale === "fr") return fr_join_no_invitations(inputs)
	if (locale === "it") return it_join_no_invitations(inputs)
	if (locale === "pt") return pt_join_no_invitations(inputs)
	if (locale === "el") return el_join_no_invitations(inputs)
	if (locale === "hr") return hr_join_no_invitations(inputs)
	return en_join_no_invitations(inputs)
});