import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_InvitationsInputs */

const en_join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

const es_join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones`)
};

const fr_join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

const it_join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviti`)
};

const pt_join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convites`)
};

const el_join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσκλήσεις`)
};

const hr_join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozivnice`)
};

/**
* | output |
* | --- |
* | "Invitations" |
*
* @param {Join_InvitationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_invitations = /** @type {((inputs?: Join_InvitationsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_InvitationsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_invitations(inputs)
	if (locale === "fr") return fr_join_invitations(inputs)
	if (locale === "it") return it_join_invitations(inputs)
	if (locale === "pt") return pt_join_invitations(inputs)
	if (locale === "el") return el_join_invitations(inputs)
	if (locale === "hr") return hr_join_invitations(inputs)
	return en_join_invitations(inputs)
});