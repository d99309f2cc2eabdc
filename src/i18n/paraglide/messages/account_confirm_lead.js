import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Account_Confirm_LeadInputs */

const en_account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This change needs a fresh proof that it is you. We will not ask again for the next ${i?.minutes} minutes.`)
};

const es_account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este cambio necesita que confirmes de nuevo que eres tú. No te lo volveremos a pedir en los próximos ${i?.minutes} minutos.`)
};

const fr_account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette modification demande de confirmer à nouveau que c’est bien vous. Nous ne vous le redemanderons pas pendant ${i?.minutes} minutes.`)
};

const it_account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Per questa modifica devi confermare di nuovo che sei tu. Non te lo chiederemo più per i prossimi ${i?.minutes} minuti.`)
};

const pt_account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta alteração precisa de uma nova confirmação de que é você. Não voltamos a pedir nos próximos ${i?.minutes} minutos.`)
};

const el_account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αυτή η αλλαγή χρειάζεται νέα επιβεβαίωση ότι είστε εσείς. Δεν θα σας ξαναρωτήσουμε για τα επόμενα ${i?.minutes} λεπτά.`)
};

const hr_account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Za ovu promjenu trebamo ponovno potvrditi da ste to vi. Sljedećih ${i?.minutes} minuta nećemo vas ponovno pitati.`)
};

/**
* | output |
* | --- |
* | "This change needs a fresh proof that it is you. We will not ask again for the next {minutes} minutes." |
*
* @param {Account_Confirm_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_lead = /** @type {((inputs: Account_Confirm_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_confirm_lead(inputs)
	if (locale === "fr") return fr_account_confirm_lead(inputs)
	if (locale === "it") return it_account_confirm_lead(inputs)
	if (locale === "pt") return pt_account_confirm_lead(inputs)
	if (locale === "el") return el_account_confirm_lead(inputs)
	if (locale === "hr") return hr_account_confirm_lead(inputs)
	return en_account_confirm_lead(inputs)
});