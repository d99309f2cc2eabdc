import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_LeadInputs */

const en_reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the address of your account: we mail you a link to set a new password.`)
};

const es_reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica el correo de tu cuenta: te enviaremos un enlace para poner una contraseña nueva.`)
};

const fr_reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez l’adresse de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.`)
};

const it_reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica l’indirizzo del tuo account: ti mandiamo un link per impostare una nuova password.`)
};

const pt_reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indique o e-mail da sua conta: enviamos-lhe um link para definir uma nova senha.`)
};

const el_reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δώστε τη διεύθυνση του λογαριασμού σας: θα σας στείλουμε σύνδεσμο για να ορίσετε νέο κωδικό.`)
};

const hr_reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upišite adresu svog računa: poslat ćemo vam poveznicu za postavljanje nove lozinke.`)
};

/**
* | output |
* | --- |
* | "Give the address of your account: we mail you a link to set a new password." |
*
* @param {Reset_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_lead = /** @type {((inputs?: Reset_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_lead(inputs)
	if (locale === "fr") return fr_reset_lead(inputs)
	if (locale === "it") return it_reset_lead(inputs)
	if (locale === "pt") return pt_reset_lead(inputs)
	if (locale === "el") return el_reset_lead(inputs)
	if (locale === "hr") return hr_reset_lead(inputs)
	return en_reset_lead(inputs)
});