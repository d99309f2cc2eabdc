import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Board_Catch_CountInputs */

const en_share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most catches`)
};

const es_share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más capturas`)
};

const fr_share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le plus de prises`)
};

const it_share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Più catture`)
};

const pt_share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais capturas`)
};

const el_share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Περισσότερα ψάρια`)
};

const hr_share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najviše ulova`)
};

/**
* | output |
* | --- |
* | "Most catches" |
*
* @param {Share_Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_catch_count = /** @type {((inputs?: Share_Board_Catch_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_Catch_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_board_catch_count(inputs)
	if (locale === "fr") return fr_share_board_catch_count(inputs)
	if (locale === "it") return it_share_board_catch_count(inputs)
	if (locale === "pt") return pt_share_board_catch_count(inputs)
	if (locale === "el") return el_share_board_catch_count(inputs)
	if (locale === "hr") return hr_share_board_catch_count(inputs)
	return en_share_board_catch_count(inputs)
});