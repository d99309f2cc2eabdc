import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_LeadInputs */

const en_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log, verify and rank the club’s spearfishing catches.`)
};

const es_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra, verifica y clasifica las capturas de pesca submarina del club.`)
};

const fr_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclarez, faites valider et classez les prises de chasse sous-marine du club.`)
};

const it_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra, verifica e metti in classifica le catture di pesca subacquea del club.`)
};

const pt_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anote, verifique e classifique as capturas de caça submarina do clube.`)
};

const el_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταγράψτε, επαληθεύστε και κατατάξτε τις ψαριές του συλλόγου στο ψαροντούφεκο.`)
};

const hr_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilježite, provjeravajte i rangirajte ulove podvodnog ribolova u klubu.`)
};

/**
* | output |
* | --- |
* | "Log, verify and rank the club’s spearfishing catches." |
*
* @param {Home_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const home_lead = /** @type {((inputs?: Home_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_lead(inputs)
	if (locale === "fr") return fr_home_lead(inputs)
	if (locale === "it") return it_home_lead(inputs)
	if (locale === "pt") return pt_home_lead(inputs)
	if (locale === "el") return el_home_lead(inputs)
	if (locale === "hr") return hr_home_lead(inputs)
	return en_home_lead(inputs)
});