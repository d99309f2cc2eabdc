export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Share_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Share the link…" |
*
* @param {Join_Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_share_button: ((inputs?: Join_Share_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Share_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
