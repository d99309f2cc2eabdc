import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ old: NonNullable<unknown>, new: NonNullable<unknown>, board: NonNullable<unknown> }} Notify_Board_MovedInputs */

const en_notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You went from #${i?.old} to #${i?.new} on the board “${i?.board}”.`)
};

const es_notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has pasado del puesto ${i?.old} al ${i?.new} en la clasificación «${i?.board}».`)
};

const fr_notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes passé de la ${i?.old}e à la ${i?.new}e place du classement « ${i?.board} ».`)
};

const it_notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sei passato dal ${i?.old}º al ${i?.new}º posto nella classifica «${i?.board}».`)
};

const pt_notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passou do ${i?.old}.º para o ${i?.new}.º lugar na classificação «${i?.board}».`)
};

const el_notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πέσατε από τη θέση ${i?.old} στη θέση ${i?.new} στην κατάταξη «${i?.board}».`)
};

const hr_notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pali ste s ${i?.old}. na ${i?.new}. mjesto na ljestvici „${i?.board}”.`)
};

/**
* | output |
* | --- |
* | "You went from #{old} to #{new} on the board “{board}”." |
*
* @param {Notify_Board_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_moved = /** @type {((inputs: Notify_Board_MovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_MovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_board_moved(inputs)
	if (locale === "fr") return fr_notify_board_moved(inputs)
	if (locale === "it") return it_notify_board_moved(inputs)
	if (locale === "pt") return pt_notify_board_moved(inputs)
	if (locale === "el") return el_notify_board_moved(inputs)
	if (locale === "hr") return hr_notify_board_moved(inputs)
	return en_notify_board_moved(inputs)
});