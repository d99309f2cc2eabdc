import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Kind_Board_OvertakenInputs */

const en_notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone overtakes you in a leaderboard’s top 10`)
};

const es_notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien te adelanta en el top 10 de una clasificación`)
};

const fr_notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un vous dépasse dans le top 10 d’un classement`)
};

const it_notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualcuno ti supera nella top 10 di una classifica`)
};

const pt_notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguém o ultrapassa no top 10 de uma classificação`)
};

const el_notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάποιος σας ξεπερνά στην πρώτη δεκάδα μιας κατάταξης`)
};

const hr_notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Netko vas prestigne među prvih 10 na ljestvici`)
};

/**
* | output |
* | --- |
* | "Someone overtakes you in a leaderboard’s top 10" |
*
* @param {Notify_Kind_Board_OvertakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_board_overtaken = /** @type {((inputs?: Notify_Kind_Board_OvertakenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Board_OvertakenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_kind_board_overtaken(inputs)
	if (locale === "fr") return fr_notify_kind_board_overtaken(inputs)
	if (locale === "it") return it_notify_kind_board_overtaken(inputs)
	if (locale === "pt") return pt_notify_kind_board_overtaken(inputs)
	if (locale === "el") return el_notify_kind_board_overtaken(inputs)
	if (locale === "hr") return hr_notify_kind_board_overtaken(inputs)
	return en_notify_kind_board_overtaken(inputs)
});