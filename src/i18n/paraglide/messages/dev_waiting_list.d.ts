export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Waiting_ListInputs = {};
/**
* | output |
* | --- |
* | "Waiting list" |
*
* @param {Dev_Waiting_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_waiting_list: ((inputs?: Dev_Waiting_ListInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Waiting_ListInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
