import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_No_LicenceInputs */

const en_species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no licence given`)
};

const es_species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin licencia indicada`)
};

const fr_species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`licence non précisée`)
};

const it_species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`licenza non indicata`)
};

const pt_species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`licença não indicada`)
};

const el_species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χωρίς δηλωμένη άδεια`)
};

const hr_species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`licencija nije navedena`)
};

/**
* | output |
* | --- |
* | "no licence given" |
*
* @param {Species_No_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_no_licence = /** @type {((inputs?: Species_No_LicenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_LicenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_no_licence(inputs)
	if (locale === "fr") return fr_species_no_licence(inputs)
	if (locale === "it") return it_species_no_licence(inputs)
	if (locale === "pt") return pt_species_no_licence(inputs)
	if (locale === "el") return el_species_no_licence(inputs)
	if (locale === "hr") return hr_species_no_licence(inputs)
	return en_species_no_licence(inputs)
});