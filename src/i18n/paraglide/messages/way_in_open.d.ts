export type LocalizedString = import('../runtime.js').LocalizedString;
export type Way_In_OpenInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "New here? {link}." |
*
* @param {Way_In_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_open: ((inputs: Way_In_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
