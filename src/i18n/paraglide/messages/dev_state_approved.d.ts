export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_State_ApprovedInputs = {};
/**
* | output |
* | --- |
* | "approved" |
*
* @param {Dev_State_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_state_approved: ((inputs?: Dev_State_ApprovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_ApprovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
