import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ licence: NonNullable<unknown> }} Species_Names_LicenceInputs */

const en_species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Names above: ${i?.licence}`)
};

const es_species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licencia de los nombres anteriores: ${i?.licence}`)
};

const fr_species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licence des noms ci-dessus : ${i?.licence}`)
};

const it_species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licenza dei nomi qui sopra: ${i?.licence}`)
};

const pt_species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licença dos nomes acima: ${i?.licence}`)
};

const el_species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Άδεια των παραπάνω ονομάτων: ${i?.licence}`)
};

const hr_species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licencija za gornje nazive: ${i?.licence}`)
};

/**
* | output |
* | --- |
* | "Names above: {licence}" |
*
* @param {Species_Names_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_names_licence = /** @type {((inputs: Species_Names_LicenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Names_LicenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_names_licence(inputs)
	if (locale === "fr") return fr_species_names_licence(inputs)
	if (locale === "it") return it_species_names_licence(inputs)
	if (locale === "pt") return pt_species_names_licence(inputs)
	if (locale === "el") return el_species_names_licence(inputs)
	if (locale === "hr") return hr_species_names_licence(inputs)
	return en_species_names_licence(inputs)
});