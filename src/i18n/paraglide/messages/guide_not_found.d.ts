export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_Not_FoundInputs = {
    path: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "See {path} for the list." |
*
* @param {Guide_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_not_found: ((inputs: Guide_Not_FoundInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Not_FoundInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
