export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Send_AgainInputs = {};
/**
* | output |
* | --- |
* | "Send again" |
*
* @param {Join_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_send_again: ((inputs?: Join_Send_AgainInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Send_AgainInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
