import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ club: NonNullable<unknown>, board: NonNullable<unknown> }} Share_Board_DescriptionInputs */

const en_share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The leaderboard of ${i?.club}: ${i?.board}.`)
};

const es_share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clasificación de ${i?.club}: ${i?.board}.`)
};

const fr_share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le classement de ${i?.club} : ${i?.board}.`)
};

const it_share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La classifica di ${i?.club}: ${i?.board}.`)
};

const pt_share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A classificação de ${i?.club}: ${i?.board}.`)
};

const el_share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η κατάταξη του ${i?.club}: ${i?.board}.`)
};

const hr_share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ljestvica kluba ${i?.club}: ${i?.board}.`)
};

/**
* | output |
* | --- |
* | "The leaderboard of {club}: {board}." |
*
* @param {Share_Board_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_description = /** @type {((inputs: Share_Board_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_board_description(inputs)
	if (locale === "fr") return fr_share_board_description(inputs)
	if (locale === "it") return it_share_board_description(inputs)
	if (locale === "pt") return pt_share_board_description(inputs)
	if (locale === "el") return el_share_board_description(inputs)
	if (locale === "hr") return hr_share_board_description(inputs)
	return en_share_board_description(inputs)
});