export type LocalizedString = import('../runtime.js').LocalizedString;
export type Way_In_DevelopersInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Building on the catchd API? {link}." |
*
* @param {Way_In_DevelopersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_developers: ((inputs: Way_In_DevelopersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_DevelopersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
