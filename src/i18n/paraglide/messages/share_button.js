import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_ButtonInputs */

const en_share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

const es_share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

const fr_share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager`)
};

const it_share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condividi`)
};

const pt_share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partilhar`)
};

const el_share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κοινοποίηση`)
};

const hr_share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podijeli`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_button = /** @type {((inputs?: Share_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_button(inputs)
	if (locale === "fr") return fr_share_button(inputs)
	if (locale === "it") return it_share_button(inputs)
	if (locale === "pt") return pt_share_button(inputs)
	if (locale === "el") return el_share_button(inputs)
	if (locale === "hr") return hr_share_button(inputs)
	return en_share_button(inputs)
});