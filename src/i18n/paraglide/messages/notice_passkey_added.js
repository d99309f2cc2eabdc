import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Passkey_AddedInputs */

const en_notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey is added: sign in with it next time, no password needed.`)
};

const es_notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso añadida: la próxima vez entra con ella, sin contraseña.`)
};

const fr_notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé d’accès est ajoutée : la prochaine fois, connectez-vous avec elle, sans mot de passe.`)
};

const it_notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey aggiunta: la prossima volta accedi con quella, senza password.`)
};

const pt_notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de acesso adicionada: da próxima vez entre com ela, sem senha.`)
};

const el_notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το κλειδί πρόσβασης προστέθηκε: την επόμενη φορά συνδεθείτε με αυτό, χωρίς κωδικό.`)
};

const hr_notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pristupni ključ je dodan: sljedeći put se prijavite njime, bez lozinke.`)
};

/**
* | output |
* | --- |
* | "The passkey is added: sign in with it next time, no password needed." |
*
* @param {Notice_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_passkey_added = /** @type {((inputs?: Notice_Passkey_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_AddedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_passkey_added(inputs)
	if (locale === "fr") return fr_notice_passkey_added(inputs)
	if (locale === "it") return it_notice_passkey_added(inputs)
	if (locale === "pt") return pt_notice_passkey_added(inputs)
	if (locale === "el") return el_notice_passkey_added(inputs)
	if (locale === "hr") return hr_notice_passkey_added(inputs)
	return en_notice_passkey_added(inputs)
});