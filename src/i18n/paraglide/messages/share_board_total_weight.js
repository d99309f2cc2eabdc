import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Board_Total_WeightInputs */

const en_share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total weight`)
};

const es_share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso total`)
};

const fr_share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids total`)
};

const it_share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso totale`)
};

const pt_share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso total`)
};

const el_share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνολικό βάρος`)
};

const hr_share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukupna težina`)
};

/**
* | output |
* | --- |
* | "Total weight" |
*
* @param {Share_Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_total_weight = /** @type {((inputs?: Share_Board_Total_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_Total_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_board_total_weight(inputs)
	if (locale === "fr") return fr_share_board_total_weight(inputs)
	if (locale === "it") return it_share_board_total_weight(inputs)
	if (locale === "pt") return pt_share_board_total_weight(inputs)
	if (locale === "el") return el_share_board_total_weight(inputs)
	if (locale === "hr") return hr_share_board_total_weight(inputs)
	return en_share_board_total_weight(inputs)
});