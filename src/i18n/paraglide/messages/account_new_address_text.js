import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_New_Address_TextInputs */

const en_account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Should your catchd account use ${i?.email} from now on?`)
};

const es_account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Usar ${i?.email} para tu cuenta de catchd a partir de ahora?`)
};

const fr_account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utiliser ${i?.email} pour votre compte catchd à partir de maintenant ?`)
};

const it_account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usare ${i?.email} per il tuo account catchd d’ora in poi?`)
};

const pt_account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usar ${i?.email} na sua conta catchd a partir de agora?`)
};

const el_account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Να χρησιμοποιείται το ${i?.email} για τον λογαριασμό σας στο catchd από εδώ και πέρα;`)
};

const hr_account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ubuduće koristiti ${i?.email} za vaš račun na catchd?`)
};

/**
* | output |
* | --- |
* | "Should your catchd account use {email} from now on?" |
*
* @param {Account_New_Address_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_new_address_text = /** @type {((inputs: Account_New_Address_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_Address_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_new_address_text(inputs)
	if (locale === "fr") return fr_account_new_address_text(inputs)
	if (locale === "it") return it_account_new_address_text(inputs)
	if (locale === "pt") return pt_account_new_address_text(inputs)
	if (locale === "el") return el_account_new_address_text(inputs)
	if (locale === "hr") return hr_account_new_address_text(inputs)
	return en_account_new_address_text(inputs)
});