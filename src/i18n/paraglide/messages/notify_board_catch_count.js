import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Board_Catch_CountInputs */

const en_notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`number of catches`)
};

const es_notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`número de capturas`)
};

const fr_notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombre de prises`)
};

const it_notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`numero di catture`)
};

const pt_notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`número de capturas`)
};

const el_notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`αριθμός ψαριών`)
};

const hr_notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`broj ulova`)
};

/**
* | output |
* | --- |
* | "number of catches" |
*
* @param {Notify_Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_catch_count = /** @type {((inputs?: Notify_Board_Catch_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_Catch_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_board_catch_count(inputs)
	if (locale === "fr") return fr_notify_board_catch_count(inputs)
	if (locale === "it") return it_notify_board_catch_count(inputs)
	if (locale === "pt") return pt_notify_board_catch_count(inputs)
	if (locale === "el") return el_notify_board_catch_count(inputs)
	if (locale === "hr") return hr_notify_board_catch_count(inputs)
	return en_notify_board_catch_count(inputs)
});