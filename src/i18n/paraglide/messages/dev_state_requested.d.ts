export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_State_RequestedInputs = {};
/**
* | output |
* | --- |
* | "requested" |
*
* @param {Dev_State_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_state_requested: ((inputs?: Dev_State_RequestedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_RequestedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
