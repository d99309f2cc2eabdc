export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Applications_LinkInputs = {};
/**
* | output |
* | --- |
* | "Applications waiting for a decision" |
*
* @param {Dev_Applications_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_applications_link: ((inputs?: Dev_Applications_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Applications_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
