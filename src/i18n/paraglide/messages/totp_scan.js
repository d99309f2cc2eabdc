import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_ScanInputs */

const en_totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan this code with your authenticator app, or type the key into it; then enter the code it shows.`)
};

const es_totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escanea este código con tu app de autenticación o escribe en ella la clave; luego introduce el código que te muestre.`)
};

const fr_totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez ce code avec votre application d’authentification, ou saisissez-y la clé ; puis entrez le code qu’elle affiche.`)
};

const it_totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquadra questo codice con la tua app di autenticazione o inserisci la chiave a mano; poi scrivi il codice che ti mostra.`)
};

const pt_totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leia este código com a sua aplicação de autenticação ou escreva nela a chave; depois introduza o código que ela mostrar.`)
};

const el_totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σαρώστε αυτόν τον κωδικό με την εφαρμογή ελέγχου ταυτότητας ή πληκτρολογήστε το κλειδί· έπειτα εισαγάγετε τον κωδικό που εμφανίζει.`)
};

const hr_totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skenirajte ovaj kod aplikacijom za autentifikaciju ili u nju upišite ključ; zatim unesite kod koji prikaže.`)
};

/**
* | output |
* | --- |
* | "Scan this code with your authenticator app, or type the key into it; then enter the code it shows." |
*
* @param {Totp_ScanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_scan = /** @type {((inputs?: Totp_ScanInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_ScanInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_scan(inputs)
	if (locale === "fr") return fr_totp_scan(inputs)
	if (locale === "it") return it_totp_scan(inputs)
	if (locale === "pt") return pt_totp_scan(inputs)
	if (locale === "el") return el_totp_scan(inputs)
	if (locale === "hr") return hr_totp_scan(inputs)
	return en_totp_scan(inputs)
});