import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rank: NonNullable<unknown> }} Competition_My_Fish_RankInputs */

const en_competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`My fish · rank ${i?.rank}`)
};

const es_competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mis piezas · puesto ${i?.rank}`)
};

const fr_competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mes poissons · ${i?.rank}e place`)
};

const it_competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I miei pesci · posizione ${i?.rank}`)
};

const pt_competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os meus peixes · posição ${i?.rank}`)
};

const el_competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα ψάρια μου · θέση ${i?.rank}`)
};

const hr_competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moje ribe · ${i?.rank}. mjesto`)
};

/**
* | output |
* | --- |
* | "My fish · rank {rank}" |
*
* @param {Competition_My_Fish_RankInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_my_fish_rank = /** @type {((inputs: Competition_My_Fish_RankInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_My_Fish_RankInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_my_fish_rank(inputs)
	if (locale === "fr") return fr_competition_my_fish_rank(inputs)
	if (locale === "it") return it_competition_my_fish_rank(inputs)
	if (locale === "pt") return pt_competition_my_fish_rank(inputs)
	if (locale === "el") return el_competition_my_fish_rank(inputs)
	if (locale === "hr") return hr_competition_my_fish_rank(inputs)
	return en_competition_my_fish_rank(inputs)
});