import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Heaviest_Against_ClubInputs */

const en_stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heaviest against the club’s record`)
};

const es_stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pieza más pesada frente al récord del club`)
};

const fr_stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre plus gros poisson face au record du club`)
};

const it_stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo pesce più pesante contro il record del club`)
};

const pt_stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu peixe mais pesado diante do recorde do clube`)
};

const el_stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το βαρύτερό σας ψάρι απέναντι στο ρεκόρ του συλλόγου`)
};

const hr_stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša najteža riba prema klupskom rekordu`)
};

/**
* | output |
* | --- |
* | "Heaviest against the club’s record" |
*
* @param {Stats_Heaviest_Against_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_heaviest_against_club = /** @type {((inputs?: Stats_Heaviest_Against_ClubInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Heaviest_Against_ClubInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_heaviest_against_club(inputs)
	if (locale === "fr") return fr_stats_heaviest_against_club(inputs)
	if (locale === "it") return it_stats_heaviest_against_club(inputs)
	if (locale === "pt") return pt_stats_heaviest_against_club(inputs)
	if (locale === "el") return el_stats_heaviest_against_club(inputs)
	if (locale === "hr") return hr_stats_heaviest_against_club(inputs)
	return en_stats_heaviest_against_club(inputs)
});