export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Nav_AccessInputs = {};
/**
* | output |
* | --- |
* | "Access" |
*
* @param {Dev_Nav_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nav_access: ((inputs?: Dev_Nav_AccessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AccessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
