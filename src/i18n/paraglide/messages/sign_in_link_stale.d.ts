export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_Link_StaleInputs = {};
/**
* | output |
* | --- |
* | "This sign-in link is stale or was not started here. Please start again." |
*
* @param {Sign_In_Link_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_link_stale: ((inputs?: Sign_In_Link_StaleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Link_StaleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
