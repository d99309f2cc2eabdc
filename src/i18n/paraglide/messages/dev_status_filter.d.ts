export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Status_FilterInputs = {};
/**
* | output |
* | --- |
* | "Status (404 or 4xx)" |
*
* @param {Dev_Status_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_status_filter: ((inputs?: Dev_Status_FilterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Status_FilterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
