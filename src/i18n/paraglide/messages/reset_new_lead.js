import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_New_LeadInputs */

const en_reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setting it signs you out everywhere.`)
};

const es_reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al ponerla se cierran todas tus sesiones.`)
};

const fr_reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le définir vous déconnecte partout.`)
};

const it_reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impostandola esci da tutte le sessioni.`)
};

const pt_reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ao defini-la, todas as suas sessões são terminadas.`)
};

const el_reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Με τον ορισμό του αποσυνδέεστε παντού.`)
};

const hr_reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postavljanjem se odjavljujete posvuda.`)
};

/**
* | output |
* | --- |
* | "Setting it signs you out everywhere." |
*
* @param {Reset_New_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_new_lead = /** @type {((inputs?: Reset_New_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_New_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_new_lead(inputs)
	if (locale === "fr") return fr_reset_new_lead(inputs)
	if (locale === "it") return it_reset_new_lead(inputs)
	if (locale === "pt") return pt_reset_new_lead(inputs)
	if (locale === "el") return el_reset_new_lead(inputs)
	if (locale === "hr") return hr_reset_new_lead(inputs)
	return en_reset_new_lead(inputs)
});