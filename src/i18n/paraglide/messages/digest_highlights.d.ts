export type LocalizedString = import('../runtime.js').LocalizedString;
export type Digest_HighlightsInputs = {};
/**
* | output |
* | --- |
* | "Highlights:" |
*
* @param {Digest_HighlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_highlights: ((inputs?: Digest_HighlightsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_HighlightsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
