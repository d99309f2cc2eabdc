export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_DurationInputs = {};
/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Dev_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_duration: ((inputs?: Dev_DurationInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DurationInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
