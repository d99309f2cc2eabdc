import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Guide_GuidesInputs */

const en_guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides`)
};

const es_guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guías`)
};

const fr_guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides`)
};

const it_guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guide`)
};

const pt_guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guias`)
};

const el_guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οδηγοί`)
};

const hr_guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vodiči`)
};

/**
* | output |
* | --- |
* | "Guides" |
*
* @param {Guide_GuidesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_guides = /** @type {((inputs?: Guide_GuidesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_GuidesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_guides(inputs)
	if (locale === "fr") return fr_guide_guides(inputs)
	if (locale === "it") return it_guide_guides(inputs)
	if (locale === "pt") return pt_guide_guides(inputs)
	if (locale === "el") return el_guide_guides(inputs)
	if (locale === "hr") return hr_guide_guides(inputs)
	return en_guide_guides(inputs)
});