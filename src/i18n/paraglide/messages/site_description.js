import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_DescriptionInputs */

const en_site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd: log, verify and rank spearfishing catches.`)
};

const es_site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd: registra, verifica y clasifica las capturas de pesca submarina.`)
};

const fr_site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd : déclarez, faites valider et classez vos prises de chasse sous-marine.`)
};

const it_site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd: registra, verifica e classifica le catture di pesca subacquea.`)
};

const pt_site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd: para anotar, verificar e classificar as capturas de caça submarina.`)
};

const el_site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd: καταγραφή, επαλήθευση και κατάταξη αλιευμάτων ψαροντουφεκιού.`)
};

const hr_site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd: bilježenje, provjera i poredak ulova u podvodnom ribolovu.`)
};

/**
* | output |
* | --- |
* | "catchd: log, verify and rank spearfishing catches." |
*
* @param {Site_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const site_description = /** @type {((inputs?: Site_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_description(inputs)
	if (locale === "fr") return fr_site_description(inputs)
	if (locale === "it") return it_site_description(inputs)
	if (locale === "pt") return pt_site_description(inputs)
	if (locale === "el") return el_site_description(inputs)
	if (locale === "hr") return hr_site_description(inputs)
	return en_site_description(inputs)
});