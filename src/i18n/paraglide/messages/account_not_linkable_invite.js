import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Not_Linkable_InviteInputs */

const en_account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no account with this address here. Ask an administrator for an invitation, then open its link.`)
};

const es_account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no hay ninguna cuenta con esta dirección. Pide una invitación a un administrador y abre su enlace.`)
};

const fr_account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun compte n’utilise cette adresse ici. Demandez une invitation à un administrateur, puis ouvrez son lien.`)
};

const it_account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui non c’è nessun account con questo indirizzo. Chiedi un invito a un amministratore e apri il suo link.`)
};

const pt_account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há nenhuma conta com este endereço aqui. Peça um convite a um administrador e abra o link.`)
};

const el_account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει λογαριασμός με αυτή τη διεύθυνση εδώ. Ζητήστε πρόσκληση από έναν διαχειριστή και ανοίξτε τον σύνδεσμό της.`)
};

const hr_account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovdje nema računa s tom adresom. Zatražite pozivnicu od administratora pa otvorite njezinu poveznicu.`)
};

/**
* | output |
* | --- |
* | "There is no account with this address here. Ask an administrator for an invitation, then open its link." |
*
* @param {Account_Not_Linkable_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_not_linkable_invite = /** @type {((inputs?: Account_Not_Linkable_InviteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_InviteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_not_linkable_invite(inputs)
	if (locale === "fr") return fr_account_not_linkable_invite(inputs)
	if (locale === "it") return it_account_not_linkable_invite(inputs)
	if (locale === "pt") return pt_account_not_linkable_invite(inputs)
	if (locale === "el") return el_account_not_linkable_invite(inputs)
	if (locale === "hr") return hr_account_not_linkable_invite(inputs)
	return en_account_not_linkable_invite(inputs)
});