import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Kind_Sign_Up_WaitingInputs */

const en_notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sign-up waits for approval (admins)`)
};

const es_notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una solicitud de alta espera aprobación (administradores)`)
};

const fr_notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription attend d’être approuvée (administrateurs)`)
};

const it_notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un’iscrizione attende l’approvazione (amministratori)`)
};

const pt_notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido de inscrição aguarda aprovação (administradores)`)
};

const el_notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εγγραφή περιμένει έγκριση (διαχειριστές)`)
};

const hr_notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava za članstvo čeka odobrenje (administratori)`)
};

/**
* | output |
* | --- |
* | "A sign-up waits for approval (admins)" |
*
* @param {Notify_Kind_Sign_Up_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_sign_up_waiting = /** @type {((inputs?: Notify_Kind_Sign_Up_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Sign_Up_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_kind_sign_up_waiting(inputs)
	if (locale === "fr") return fr_notify_kind_sign_up_waiting(inputs)
	if (locale === "it") return it_notify_kind_sign_up_waiting(inputs)
	if (locale === "pt") return pt_notify_kind_sign_up_waiting(inputs)
	if (locale === "el") return el_notify_kind_sign_up_waiting(inputs)
	if (locale === "hr") return hr_notify_kind_sign_up_waiting(inputs)
	return en_notify_kind_sign_up_waiting(inputs)
});