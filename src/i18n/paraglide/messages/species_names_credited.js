import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Names_CreditedInputs */

const en_species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Names you change are credited to this club (source “local”).`)
};

const es_species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los nombres que cambies se atribuyen a este club (fuente «local»).`)
};

const fr_species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les noms que vous modifiez sont attribués à ce club (source « local »).`)
};

const it_species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I nomi che modifichi sono attribuiti a questo club (fonte «local»).`)
};

const pt_species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os nomes alterados são atribuídos a este clube (fonte “local”).`)
};

const el_species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα ονόματα που αλλάζετε αποδίδονται σε αυτόν τον σύλλογο (πηγή «local»).`)
};

const hr_species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nazivi koje promijenite pripisuju se ovom klubu (izvor „local”).`)
};

/**
* | output |
* | --- |
* | "Names you change are credited to this club (source “local”)." |
*
* @param {Species_Names_CreditedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_names_credited = /** @type {((inputs?: Species_Names_CreditedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Names_CreditedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_names_credited(inputs)
	if (locale === "fr") return fr_species_names_credited(inputs)
	if (locale === "it") return it_species_names_credited(inputs)
	if (locale === "pt") return pt_species_names_credited(inputs)
	if (locale === "el") return el_species_names_credited(inputs)
	if (locale === "hr") return hr_species_names_credited(inputs)
	return en_species_names_credited(inputs)
});