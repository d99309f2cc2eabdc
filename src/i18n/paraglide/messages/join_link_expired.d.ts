export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Link_ExpiredInputs = {};
/**
* | output |
* | --- |
* | "expired" |
*
* @param {Join_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_link_expired: ((inputs?: Join_Link_ExpiredInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_ExpiredInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
