import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Check_InboxInputs */

const en_reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account uses that address, a link to set a new password is on its way there. It works once, within an hour.`)
};

const es_reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si alguna cuenta usa esa dirección, le llegará un enlace para poner una contraseña nueva. Funciona una vez, durante una hora.`)
};

const fr_reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un compte utilise cette adresse, un lien pour choisir un nouveau mot de passe y est en route. Il fonctionne une fois, pendant une heure.`)
};

const it_reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se un account usa quell’indirizzo, gli sta arrivando un link per impostare una nuova password. Funziona una volta, entro un’ora.`)
};

const pt_reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se alguma conta usar esse endereço, vai receber um link para definir uma nova senha. Funciona uma vez, durante uma hora.`)
};

const el_reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αν κάποιος λογαριασμός χρησιμοποιεί αυτή τη διεύθυνση, έρχεται εκεί σύνδεσμος για νέο κωδικό. Λειτουργεί μία φορά, μέσα σε μία ώρα.`)
};

const hr_reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ako neki račun koristi tu adresu, na nju stiže poveznica za novu lozinku. Radi jednom, u roku od sat vremena.`)
};

/**
* | output |
* | --- |
* | "If an account uses that address, a link to set a new password is on its way there. It works once, within an hour." |
*
* @param {Reset_Check_InboxInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_check_inbox = /** @type {((inputs?: Reset_Check_InboxInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Check_InboxInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_check_inbox(inputs)
	if (locale === "fr") return fr_reset_check_inbox(inputs)
	if (locale === "it") return it_reset_check_inbox(inputs)
	if (locale === "pt") return pt_reset_check_inbox(inputs)
	if (locale === "el") return el_reset_check_inbox(inputs)
	if (locale === "hr") return hr_reset_check_inbox(inputs)
	return en_reset_check_inbox(inputs)
});