import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Your_UnverifiedInputs */

const en_board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catches not verified yet`)
};

const es_board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus capturas aún sin verificar`)
};

const fr_board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos prises pas encore validées`)
};

const it_board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tue catture non ancora verificate`)
};

const pt_board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas capturas ainda sem verificação`)
};

const el_board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ψαριές σας που δεν έχουν επαληθευτεί`)
};

const hr_board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaši još neprovjereni ulovi`)
};

/**
* | output |
* | --- |
* | "Your catches not verified yet" |
*
* @param {Board_Your_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_your_unverified = /** @type {((inputs?: Board_Your_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Your_UnverifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_your_unverified(inputs)
	if (locale === "fr") return fr_board_your_unverified(inputs)
	if (locale === "it") return it_board_your_unverified(inputs)
	if (locale === "pt") return pt_board_your_unverified(inputs)
	if (locale === "el") return el_board_your_unverified(inputs)
	if (locale === "hr") return hr_board_your_unverified(inputs)
	return en_board_your_unverified(inputs)
});