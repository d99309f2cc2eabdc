import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ board: NonNullable<unknown>, old: NonNullable<unknown> }} Notify_Board_LeftInputs */

const en_notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You left the top 10 of the board “${i?.board}” (you were #${i?.old}).`)
};

const es_notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has salido del top 10 de la clasificación «${i?.board}» (estabas en el puesto ${i?.old}).`)
};

const fr_notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes sorti du top 10 du classement « ${i?.board} » (vous étiez ${i?.old}e).`)
};

const it_notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sei uscito dalla top 10 della classifica «${i?.board}» (eri ${i?.old}º).`)
};

const pt_notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saiu do top 10 da classificação «${i?.board}» (estava em ${i?.old}.º).`)
};

const el_notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Βγήκατε από την πρώτη δεκάδα της κατάταξης «${i?.board}» (ήσασταν στη θέση ${i?.old}).`)
};

const hr_notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ispali ste iz prvih 10 na ljestvici „${i?.board}” (bili ste ${i?.old}.).`)
};

/**
* | output |
* | --- |
* | "You left the top 10 of the board “{board}” (you were #{old})." |
*
* @param {Notify_Board_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_left = /** @type {((inputs: Notify_Board_LeftInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_LeftInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_board_left(inputs)
	if (locale === "fr") return fr_notify_board_left(inputs)
	if (locale === "it") return it_notify_board_left(inputs)
	if (locale === "pt") return pt_notify_board_left(inputs)
	if (locale === "el") return el_notify_board_left(inputs)
	if (locale === "hr") return hr_notify_board_left(inputs)
	return en_notify_board_left(inputs)
});