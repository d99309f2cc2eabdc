import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Qr_LabelInputs */

const en_totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code of the key, for your authenticator app`)
};

const es_totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR de la clave, para tu app de autenticación`)
};

const fr_totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code de la clé, pour votre application d’authentification`)
};

const it_totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice QR della chiave, per la tua app di autenticazione`)
};

const pt_totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR da chave, para a sua aplicação de autenticação`)
};

const el_totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κωδικός QR του κλειδιού, για την εφαρμογή ελέγχου ταυτότητας`)
};

const hr_totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR kod ključa za vašu aplikaciju za autentifikaciju`)
};

/**
* | output |
* | --- |
* | "QR code of the key, for your authenticator app" |
*
* @param {Totp_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_qr_label = /** @type {((inputs?: Totp_Qr_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Qr_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_qr_label(inputs)
	if (locale === "fr") return fr_totp_qr_label(inputs)
	if (locale === "it") return it_totp_qr_label(inputs)
	if (locale === "pt") return pt_totp_qr_label(inputs)
	if (locale === "el") return el_totp_qr_label(inputs)
	if (locale === "hr") return hr_totp_qr_label(inputs)
	return en_totp_qr_label(inputs)
});