import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Kind_Developer_Application_WaitingInputs */

const en_notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A developer application waits for a decision (admins)`)
};

const es_notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una solicitud de acceso para desarrolladores espera respuesta (administradores)`)
};

const fr_notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une demande d’accès développeur attend une décision (administrateurs)`)
};

const it_notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una richiesta di accesso sviluppatore attende una decisione (amministratori)`)
};

const pt_notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido de acesso de programador aguarda decisão (administradores)`)
};

const el_notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια αίτηση προγραμματιστή περιμένει απόφαση (διαχειριστές)`)
};

const hr_notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahtjev za pristup za razvojne programere čeka odluku (administratori)`)
};

/**
* | output |
* | --- |
* | "A developer application waits for a decision (admins)" |
*
* @param {Notify_Kind_Developer_Application_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_developer_application_waiting = /** @type {((inputs?: Notify_Kind_Developer_Application_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Developer_Application_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_kind_developer_application_waiting(inputs)
	if (locale === "fr") return fr_notify_kind_developer_application_waiting(inputs)
	if (locale === "it") return it_notify_kind_developer_application_waiting(inputs)
	if (locale === "pt") return pt_notify_kind_developer_application_waiting(inputs)
	if (locale === "el") return el_notify_kind_developer_application_waiting(inputs)
	if (locale === "hr") return hr_notify_kind_developer_application_waiting(inputs)
	return en_notify_kind_developer_application_waiting(inputs)
});