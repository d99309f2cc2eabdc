import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Latest_VerifiedInputs */

const en_species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest verified catches`)
};

const es_species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimas capturas verificadas`)
};

const fr_species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernières prises validées`)
};

const it_species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ultime catture verificate`)
};

const pt_species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimas capturas verificadas`)
};

const el_species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσφατες επαληθευμένες ψαριές`)
};

const hr_species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najnoviji provjereni ulovi`)
};

/**
* | output |
* | --- |
* | "Latest verified catches" |
*
* @param {Species_Latest_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_latest_verified = /** @type {((inputs?: Species_Latest_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Latest_VerifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_latest_verified(inputs)
	if (locale === "fr") return fr_species_latest_verified(inputs)
	if (locale === "it") return it_species_latest_verified(inputs)
	if (locale === "pt") return pt_species_latest_verified(inputs)
	if (locale === "el") return el_species_latest_verified(inputs)
	if (locale === "hr") return hr_species_latest_verified(inputs)
	return en_species_latest_verified(inputs)
});