export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_StatusInputs = {};
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Dev_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_status: ((inputs?: Dev_StatusInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_StatusInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
