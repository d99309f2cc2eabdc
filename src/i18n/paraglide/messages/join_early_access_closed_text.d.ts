export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Early_Access_Closed_TextInputs = {};
/**
* | output |
* | --- |
* | "Early access sign-up is turned off here. If you have an account, sign in and apply on the developer portal." |
*
* @param {Join_Early_Access_Closed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_early_access_closed_text: ((inputs?: Join_Early_Access_Closed_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Early_Access_Closed_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
