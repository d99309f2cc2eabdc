import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Digest_HighlightsInputs */

const en_digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highlights:`)
};

const es_digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo más destacado:`)
};

const fr_digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les temps forts :`)
};

const it_digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In evidenza:`)
};

const pt_digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destaques:`)
};

const el_digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ξεχωρίζουν:`)
};

const hr_digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izdvajamo:`)
};

/**
* | output |
* | --- |
* | "Highlights:" |
*
* @param {Digest_HighlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_highlights = /** @type {((inputs?: Digest_HighlightsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_HighlightsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_highlights(inputs)
	if (locale === "fr") return fr_digest_highlights(inputs)
	if (locale === "it") return it_digest_highlights(inputs)
	if (locale === "pt") return pt_digest_highlights(inputs)
	if (locale === "el") return el_digest_highlights(inputs)
	if (locale === "hr") return hr_digest_highlights(inputs)
	return en_digest_highlights(inputs)
});