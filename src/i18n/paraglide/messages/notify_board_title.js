import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Board_TitleInputs */

const en_notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were overtaken on a leaderboard`)
};

const es_notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te han adelantado en una clasificación`)
};

const fr_notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez été dépassé dans un classement`)
};

const it_notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sei stato superato in una classifica`)
};

const pt_notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foi ultrapassado numa classificação`)
};

const el_notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σας ξεπέρασαν σε μια κατάταξη`)
};

const hr_notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestignuti ste na ljestvici`)
};

/**
* | output |
* | --- |
* | "You were overtaken on a leaderboard" |
*
* @param {Notify_Board_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_title = /** @type {((inputs?: Notify_Board_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_board_title(inputs)
	if (locale === "fr") return fr_notify_board_title(inputs)
	if (locale === "it") return it_notify_board_title(inputs)
	if (locale === "pt") return pt_notify_board_title(inputs)
	if (locale === "el") return el_notify_board_title(inputs)
	if (locale === "hr") return hr_notify_board_title(inputs)
	return en_notify_board_title(inputs)
});