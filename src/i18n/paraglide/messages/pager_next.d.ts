export type LocalizedString = import('../runtime.js').LocalizedString;
export type Pager_NextInputs = {};
/**
* | output |
* | --- |
* | "Next →" |
*
* @param {Pager_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const pager_next: ((inputs?: Pager_NextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_NextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
