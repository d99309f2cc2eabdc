export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_TimeInputs = {};
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Dev_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_time: ((inputs?: Dev_TimeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_TimeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
