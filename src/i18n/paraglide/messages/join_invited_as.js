import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown>, email: NonNullable<unknown> }} Join_Invited_AsInputs */

const en_join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are invited as a ${i?.role} with the address ${i?.email}. Choose your name and password.`)
};

const es_join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te han invitado como ${i?.role} con la dirección ${i?.email}. Elige tu nombre y tu contraseña.`)
};

const fr_join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes invité en tant que ${i?.role} avec l’adresse ${i?.email}. Choisissez votre nom et votre mot de passe.`)
};

const it_join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sei invitato come ${i?.role} con l’indirizzo ${i?.email}. Scegli il tuo nome e la tua password.`)
};

const pt_join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foi convidado como ${i?.role} com o endereço ${i?.email}. Escolha o seu nome e a sua senha.`)
};

const el_join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Έχετε προσκληθεί ως ${i?.role} με τη διεύθυνση ${i?.email}. Επιλέξτε όνομα και κωδικό.`)
};

const hr_join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pozvani ste kao ${i?.role} s adresom ${i?.email}. Odaberite ime i lozinku.`)
};

/**
* | output |
* | --- |
* | "You are invited as a {role} with the address {email}. Choose your name and password." |
*
* @param {Join_Invited_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_invited_as = /** @type {((inputs: Join_Invited_AsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Invited_AsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_invited_as(inputs)
	if (locale === "fr") return fr_join_invited_as(inputs)
	if (locale === "it") return it_join_invited_as(inputs)
	if (locale === "pt") return pt_join_invited_as(inputs)
	if (locale === "el") return el_join_invited_as(inputs)
	if (locale === "hr") return hr_join_invited_as(inputs)
	return en_join_invited_as(inputs)
});