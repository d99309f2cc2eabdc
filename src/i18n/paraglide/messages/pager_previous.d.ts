export type LocalizedString = import('../runtime.js').LocalizedString;
export type Pager_PreviousInputs = {};
/**
* | output |
* | --- |
* | "← Previous" |
*
* @param {Pager_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const pager_previous: ((inputs?: Pager_PreviousInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_PreviousInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
