import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ season: NonNullable<unknown> }} Notify_Board_SeasonInputs */

const en_notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`season ${i?.season}`)
};

const es_notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`temporada ${i?.season}`)
};

const fr_notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`saison ${i?.season}`)
};

const it_notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`stagione ${i?.season}`)
};

const pt_notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`época ${i?.season}`)
};

const el_notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`σεζόν ${i?.season}`)
};

const hr_notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sezona ${i?.season}`)
};

/**
* | output |
* | --- |
* | "season {season}" |
*
* @param {Notify_Board_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_season = /** @type {((inputs: Notify_Board_SeasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_SeasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_board_season(inputs)
	if (locale === "fr") return fr_notify_board_season(inputs)
	if (locale === "it") return it_notify_board_season(inputs)
	if (locale === "pt") return pt_notify_board_season(inputs)
	if (locale === "el") return el_notify_board_season(inputs)
	if (locale === "hr") return hr_notify_board_season(inputs)
	return en_notify_board_season(inputs)
});