import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Guide_LeadInputs */

const en_guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Walk-throughs of the catchd API; the complete reference is at ${i?.link}.`)
};

const es_guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorridos paso a paso por la API de catchd; la referencia completa está en ${i?.link}.`)
};

const fr_guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des parcours pas à pas de l’API catchd ; la référence complète se trouve sur ${i?.link}.`)
};

const it_guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Percorsi passo passo nell’API di catchd; il riferimento completo è su ${i?.link}.`)
};

const pt_guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passo a passo da API do catchd; a referência completa está em ${i?.link}.`)
};

const el_guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Βήμα προς βήμα οδηγίες για το API του catchd· η πλήρης τεκμηρίωση βρίσκεται στο ${i?.link}.`)
};

const hr_guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vodiči kroz catchd API korak po korak; potpuna referenca je na ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "Walk-throughs of the catchd API; the complete reference is at {link}." |
*
* @param {Guide_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_lead = /** @type {((inputs: Guide_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_lead(inputs)
	if (locale === "fr") return fr_guide_lead(inputs)
	if (locale === "it") return it_guide_lead(inputs)
	if (locale === "pt") return pt_guide_lead(inputs)
	if (locale === "el") return el_guide_lead(inputs)
	if (locale === "hr") return hr_guide_lead(inputs)
	return en_guide_lead(inputs)
});