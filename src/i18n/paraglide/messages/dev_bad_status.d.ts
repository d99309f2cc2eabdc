export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Bad_StatusInputs = {};
/**
* | output |
* | --- |
* | "Give a status such as 404, or a class such as 4xx." |
*
* @param {Dev_Bad_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_bad_status: ((inputs?: Dev_Bad_StatusInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Bad_StatusInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
