export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_AppliedInputs = {};
/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Dev_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_applied: ((inputs?: Dev_AppliedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_AppliedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
