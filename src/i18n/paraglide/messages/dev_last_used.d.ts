export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Last_UsedInputs = {};
/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Dev_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_last_used: ((inputs?: Dev_Last_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Last_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
