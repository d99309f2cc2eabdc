import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ uri: NonNullable<unknown> }} Totp_UriInputs */

const en_totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Or open this address on the phone with the app: ${i?.uri}`)
};

const es_totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O abre esta dirección en el móvil que tiene la app: ${i?.uri}`)
};

const fr_totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ou ouvrez cette adresse sur le téléphone où se trouve l’application : ${i?.uri}`)
};

const it_totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oppure apri questo indirizzo sul telefono con l’app: ${i?.uri}`)
};

const pt_totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ou abra este endereço no telefone que tem a aplicação: ${i?.uri}`)
};

const el_totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ή ανοίξτε αυτή τη διεύθυνση στο κινητό με την εφαρμογή: ${i?.uri}`)
};

const hr_totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ili otvorite ovu adresu na mobitelu s aplikacijom: ${i?.uri}`)
};

/**
* | output |
* | --- |
* | "Or open this address on the phone with the app: {uri}" |
*
* @param {Totp_UriInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_uri = /** @type {((inputs: Totp_UriInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_UriInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_uri(inputs)
	if (locale === "fr") return fr_totp_uri(inputs)
	if (locale === "it") return it_totp_uri(inputs)
	if (locale === "pt") return pt_totp_uri(inputs)
	if (locale === "el") return el_totp_uri(inputs)
	if (locale === "hr") return hr_totp_uri(inputs)
	return en_totp_uri(inputs)
});