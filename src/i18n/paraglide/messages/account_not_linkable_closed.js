import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Not_Linkable_ClosedInputs */

const en_account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no account with this address here, and this club does not take new members at the moment.`)
};

const es_account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no hay ninguna cuenta con esta dirección, y el club no admite nuevos miembros por ahora.`)
};

const fr_account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun compte n’utilise cette adresse ici, et le club n’accepte pas de nouveaux membres pour le moment.`)
};

const it_account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui non c’è nessun account con questo indirizzo, e al momento il club non accetta nuovi soci.`)
};

const pt_account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há nenhuma conta com este endereço aqui, e o clube não está a aceitar novos membros neste momento.`)
};

const el_account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει λογαριασμός με αυτή τη διεύθυνση εδώ, και ο σύλλογος δεν δέχεται νέα μέλη αυτή τη στιγμή.`)
};

const hr_account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovdje nema računa s tom adresom, a klub trenutačno ne prima nove članove.`)
};

/**
* | output |
* | --- |
* | "There is no account with this address here, and this club does not take new members at the moment." |
*
* @param {Account_Not_Linkable_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_not_linkable_closed = /** @type {((inputs?: Account_Not_Linkable_ClosedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_ClosedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_not_linkable_closed(inputs)
	if (locale === "fr") return fr_account_not_linkable_closed(inputs)
	if (locale === "it") return it_account_not_linkable_closed(inputs)
	if (locale === "pt") return pt_account_not_linkable_closed(inputs)
	if (locale === "el") return el_account_not_linkable_closed(inputs)
	if (locale === "hr") return hr_account_not_linkable_closed(inputs)
	return en_account_not_linkable_closed(inputs)
});