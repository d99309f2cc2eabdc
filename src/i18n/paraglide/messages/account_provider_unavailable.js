import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Account_Provider_UnavailableInputs */

const en_account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} could not be reached. Try again later or use your password.`)
};

const es_account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hemos podido contactar con ${i?.provider}. Inténtalo más tarde o usa tu contraseña.`)
};

const fr_account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} est injoignable. Réessayez plus tard ou utilisez votre mot de passe.`)
};

const it_account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non siamo riusciti a raggiungere ${i?.provider}. Riprova più tardi o usa la tua password.`)
};

const pt_account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível contactar ${i?.provider}. Tente mais tarde ou use a sua senha.`)
};

const el_account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν ήταν δυνατή η επικοινωνία με ${i?.provider}. Δοκιμάστε αργότερα ή χρησιμοποιήστε τον κωδικό σας.`)
};

const hr_account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} trenutačno nije dostupan. Pokušajte kasnije ili upotrijebite lozinku.`)
};

/**
* | output |
* | --- |
* | "{provider} could not be reached. Try again later or use your password." |
*
* @param {Account_Provider_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_provider_unavailable = /** @type {((inputs: Account_Provider_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_UnavailableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_provider_unavailable(inputs)
	if (locale === "fr") return fr_account_provider_unavailable(inputs)
	if (locale === "it") return it_account_provider_unavailable(inputs)
	if (locale === "pt") return pt_account_provider_unavailable(inputs)
	if (locale === "el") return el_account_provider_unavailable(inputs)
	if (locale === "hr") return hr_account_provider_unavailable(inputs)
	return en_account_provider_unavailable(inputs)
});