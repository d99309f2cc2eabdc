import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Delete_LeadInputs */

const en_leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name and email go, and every way of signing in ends. This cannot be undone.`)
};

const es_leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nombre y tu correo desaparecen y dejan de funcionar todas las formas de entrar. No se puede deshacer.`)
};

const fr_leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom et votre adresse e-mail disparaissent, et tous les moyens de connexion cessent de fonctionner. C’est irréversible.`)
};

const it_leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo nome e la tua email spariscono e ogni modo di accedere smette di funzionare. Non si può annullare.`)
};

const pt_leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu nome e o seu e-mail desaparecem e todas as formas de entrar deixam de funcionar. Não é possível voltar atrás.`)
};

const el_leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το όνομα και το email σας διαγράφονται και κάθε τρόπος σύνδεσης σταματά. Αυτό δεν αναιρείται.`)
};

const hr_leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše ime i e-pošta nestaju, a svi načini prijave prestaju raditi. To se ne može poništiti.`)
};

/**
* | output |
* | --- |
* | "Your name and email go, and every way of signing in ends. This cannot be undone." |
*
* @param {Leave_Delete_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_delete_lead = /** @type {((inputs?: Leave_Delete_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_delete_lead(inputs)
	if (locale === "fr") return fr_leave_delete_lead(inputs)
	if (locale === "it") return it_leave_delete_lead(inputs)
	if (locale === "pt") return pt_leave_delete_lead(inputs)
	if (locale === "el") return el_leave_delete_lead(inputs)
	if (locale === "hr") return hr_leave_delete_lead(inputs)
	return en_leave_delete_lead(inputs)
});