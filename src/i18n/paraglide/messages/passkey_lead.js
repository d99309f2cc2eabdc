import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_LeadInputs */

const en_passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your fingerprint, face, screen lock or a security key: no password needed.`)
};

const es_passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entra con tu huella, tu cara, el bloqueo de pantalla o una llave de seguridad: sin contraseña.`)
};

const fr_passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous avec votre empreinte, votre visage, le verrouillage de l’écran ou une clé de sécurité : sans mot de passe.`)
};

const it_passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi con l’impronta, il volto, il blocco schermo o una chiave di sicurezza: senza password.`)
};

const pt_passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre com a impressão digital, o rosto, o bloqueio do dispositivo ou uma chave de segurança: sem senha.`)
};

const el_passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνδεθείτε με το δακτυλικό σας αποτύπωμα, το πρόσωπό σας, το κλείδωμα οθόνης ή ένα κλειδί ασφαλείας: χωρίς κωδικό.`)
};

const hr_passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijavite se otiskom prsta, licem, zaključavanjem zaslona ili sigurnosnim ključem: bez lozinke.`)
};

/**
* | output |
* | --- |
* | "Sign in with your fingerprint, face, screen lock or a security key: no password needed." |
*
* @param {Passkey_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_lead = /** @type {((inputs?: Passkey_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_lead(inputs)
	if (locale === "fr") return fr_passkey_lead(inputs)
	if (locale === "it") return it_passkey_lead(inputs)
	if (locale === "pt") return pt_passkey_lead(inputs)
	if (locale === "el") return el_passkey_lead(inputs)
	if (locale === "hr") return hr_passkey_lead(inputs)
	return en_passkey_lead(inputs)
});