import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Reason_Over_Species_LimitInputs */

const en_competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`over the limit for its species (better fish of it count)`)
};

const es_competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`supera el cupo de su especie (puntúan las mejores piezas)`)
};

const fr_competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`au-delà du quota de son espèce (les meilleurs comptent)`)
};

const it_competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oltre il limite per la sua specie (valgono i migliori)`)
};

const pt_competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`acima do limite da espécie (contam os melhores)`)
};

const el_competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`πάνω από το όριο του είδους του (μετράνε τα καλύτερα)`)
};

const hr_competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`iznad ograničenja za svoju vrstu (boduju se bolje ribe)`)
};

/**
* | output |
* | --- |
* | "over the limit for its species (better fish of it count)" |
*
* @param {Competition_Reason_Over_Species_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_reason_over_species_limit = /** @type {((inputs?: Competition_Reason_Over_Species_LimitInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Over_Species_LimitInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_reason_over_species_limit(inputs)
	if (locale === "fr") return fr_competition_reason_over_species_limit(inputs)
	if (locale === "it") return it_competition_reason_over_species_limit(inputs)
	if (locale === "pt") return pt_competition_reason_over_species_limit(inputs)
	if (locale === "el") return el_competition_reason_over_species_limit(inputs)
	if (locale === "hr") return hr_competition_reason_over_species_limit(inputs)
	return en_competition_reason_over_species_limit(inputs)
});