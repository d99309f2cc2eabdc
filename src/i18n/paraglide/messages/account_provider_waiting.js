import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Provider_WaitingInputs */

const en_account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in the same way to come in.`)
};

const es_account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud espera la decisión de un administrador. Cuando la aprueben, entra de la misma manera.`)
};

const fr_account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription attend la décision d’un administrateur. Une fois validée, connectez-vous de la même façon pour entrer.`)
};

const it_account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua iscrizione aspetta la decisione di un amministratore. Una volta approvata, accedi nello stesso modo per entrare.`)
};

const pt_account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu pedido aguarda a decisão de um administrador. Depois de aprovado, entre da mesma forma.`)
};

const el_account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή σας περιμένει την απόφαση ενός διαχειριστή. Μόλις εγκριθεί, συνδεθείτε με τον ίδιο τρόπο.`)
};

const hr_account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša registracija čeka odluku administratora. Kad bude odobrena, prijavite se na isti način.`)
};

/**
* | output |
* | --- |
* | "Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in the same way to come in." |
*
* @param {Account_Provider_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_provider_waiting = /** @type {((inputs?: Account_Provider_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_provider_waiting(inputs)
	if (locale === "fr") return fr_account_provider_waiting(inputs)
	if (locale === "it") return it_account_provider_waiting(inputs)
	if (locale === "pt") return pt_account_provider_waiting(inputs)
	if (locale === "el") return el_account_provider_waiting(inputs)
	if (locale === "hr") return hr_account_provider_waiting(inputs)
	return en_account_provider_waiting(inputs)
});