export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_State_DeclinedInputs = {};
/**
* | output |
* | --- |
* | "declined" |
*
* @param {Dev_State_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_state_declined: ((inputs?: Dev_State_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
