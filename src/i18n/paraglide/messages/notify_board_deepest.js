import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Board_DeepestInputs */

const en_notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deepest catch`)
};

const es_notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`captura más profunda`)
};

const fr_notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prise la plus profonde`)
};

const it_notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cattura più profonda`)
};

const pt_notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`captura mais funda`)
};

const el_notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`βαθύτερη ψαριά`)
};

const hr_notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`najdublji ulov`)
};

/**
* | output |
* | --- |
* | "deepest catch" |
*
* @param {Notify_Board_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_deepest = /** @type {((inputs?: Notify_Board_DeepestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_DeepestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_board_deepest(inputs)
	if (locale === "fr") return fr_notify_board_deepest(inputs)
	if (locale === "it") return it_notify_board_deepest(inputs)
	if (locale === "pt") return pt_notify_board_deepest(inputs)
	if (locale === "el") return el_notify_board_deepest(inputs)
	if (locale === "hr") return hr_notify_board_deepest(inputs)
	return en_notify_board_deepest(inputs)
});