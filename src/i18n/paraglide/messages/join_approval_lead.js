import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Approval_LeadInputs */

const en_join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An administrator approves new members; you will see where you stand.`)
};

const es_join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrador aprueba a los nuevos miembros; verás en qué punto está tu solicitud.`)
};

const fr_join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrateur valide les nouveaux membres ; vous verrez où en est votre demande.`)
};

const it_join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un amministratore approva i nuovi soci; vedrai a che punto è la tua richiesta.`)
};

const pt_join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um administrador aprova os novos membros; vai ver em que ponto está o seu pedido.`)
};

const el_join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας διαχειριστής εγκρίνει τα νέα μέλη· θα βλέπετε σε ποιο σημείο βρίσκεται η αίτησή σας.`)
};

const hr_join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator odobrava nove članove; vidjet ćete u kojoj je fazi vaš zahtjev.`)
};

/**
* | output |
* | --- |
* | "An administrator approves new members; you will see where you stand." |
*
* @param {Join_Approval_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_approval_lead = /** @type {((inputs?: Join_Approval_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approval_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_approval_lead(inputs)
	if (locale === "fr") return fr_join_approval_lead(inputs)
	if (locale === "it") return it_join_approval_lead(inputs)
	if (locale === "pt") return pt_join_approval_lead(inputs)
	if (locale === "el") return el_join_approval_lead(inputs)
	if (locale === "hr") return hr_join_approval_lead(inputs)
	return en_join_approval_lead(inputs)
});