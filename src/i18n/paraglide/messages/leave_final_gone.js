import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Leave_Final_GoneInputs */

const en_leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} and your name are deleted; every session, passkey and API key stops working.`)
};

const es_leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se eliminan ${i?.email} y tu nombre; todas las sesiones, llaves de acceso y claves de API dejan de funcionar.`)
};

const fr_leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} et votre nom sont supprimés ; toutes les sessions, clés d’accès et clés d’API cessent de fonctionner.`)
};

const it_leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} e il tuo nome vengono eliminati; ogni sessione, passkey e chiave API smette di funzionare.`)
};

const pt_leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} e o seu nome são apagados; todas as sessões, chaves de acesso e chaves de API deixam de funcionar.`)
};

const el_leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Το ${i?.email} και το όνομά σας διαγράφονται· κάθε σύνδεση, κλειδί πρόσβασης και κλειδί API σταματά να λειτουργεί.`)
};

const hr_leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} i vaše ime brišu se; sve sesije, pristupni ključevi i API ključevi prestaju raditi.`)
};

/**
* | output |
* | --- |
* | "{email} and your name are deleted; every session, passkey and API key stops working." |
*
* @param {Leave_Final_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_final_gone = /** @type {((inputs: Leave_Final_GoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_GoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_final_gone(inputs)
	if (locale === "fr") return fr_leave_final_gone(inputs)
	if (locale === "it") return it_leave_final_gone(inputs)
	if (locale === "pt") return pt_leave_final_gone(inputs)
	if (locale === "el") return el_leave_final_gone(inputs)
	if (locale === "hr") return hr_leave_final_gone(inputs)
	return en_leave_final_gone(inputs)
});