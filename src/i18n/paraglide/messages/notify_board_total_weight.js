import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Board_Total_WeightInputs */

const en_notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`total weight`)
};

const es_notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peso total`)
};

const fr_notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`poids total`)
};

const it_notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peso totale`)
};

const pt_notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peso total`)
};

const el_notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`συνολικό βάρος`)
};

const hr_notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ukupna težina`)
};

/**
* | output |
* | --- |
* | "total weight" |
*
* @param {Notify_Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_total_weight = /** @type {((inputs?: Notify_Board_Total_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_Total_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_board_total_weight(inputs)
	if (locale === "fr") return fr_notify_board_total_weight(inputs)
	if (locale === "it") return it_notify_board_total_weight(inputs)
	if (locale === "pt") return pt_notify_board_total_weight(inputs)
	if (locale === "el") return el_notify_board_total_weight(inputs)
	if (locale === "hr") return hr_notify_board_total_weight(inputs)
	return en_notify_board_total_weight(inputs)
});