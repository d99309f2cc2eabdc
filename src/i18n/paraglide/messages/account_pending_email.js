import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pending: NonNullable<unknown>, email: NonNullable<unknown> }} Account_Pending_EmailInputs */

const en_account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for you to confirm ${i?.pending} by the link we mailed there. Until then we keep ${i?.email}.`)
};

const es_account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta que confirmes ${i?.pending} con el enlace que te hemos enviado allí. Hasta entonces seguimos usando ${i?.email}.`)
};

const fr_account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il reste à confirmer ${i?.pending} avec le lien que nous y avons envoyé. D’ici là, nous gardons ${i?.email}.`)
};

const it_account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manca solo la conferma di ${i?.pending} con il link che ti abbiamo inviato lì. Fino ad allora teniamo ${i?.email}.`)
};

const pt_account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta confirmar ${i?.pending} pelo link que enviámos para lá. Até lá, mantemos ${i?.email}.`)
};

const el_account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Περιμένουμε να επιβεβαιώσετε το ${i?.pending} με τον σύνδεσμο που στείλαμε εκεί. Μέχρι τότε κρατάμε το ${i?.email}.`)
};

const hr_account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Čekamo da potvrdite ${i?.pending} poveznicom koju smo poslali na tu adresu. Do tada zadržavamo ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Waiting for you to confirm {pending} by the link we mailed there. Until then we keep {email}." |
*
* @param {Account_Pending_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_pending_email = /** @type {((inputs: Account_Pending_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pending_EmailInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_pending_email(inputs)
	if (locale === "fr") return fr_account_pending_email(inputs)
	if (locale === "it") return it_account_pending_email(inputs)
	if (locale === "pt") return pt_account_pending_email(inputs)
	if (locale === "el") return el_account_pending_email(inputs)
	if (locale === "hr") return hr_account_pending_email(inputs)
	return en_account_pending_email(inputs)
});