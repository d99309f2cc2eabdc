export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Setup_Link_TextInputs = {};
/**
* | output |
* | --- |
* | "This setup link has expired or was mistyped. Restart catchd: it prints a new link on start while there is no admin." |
*
* @param {Join_Setup_Link_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_setup_link_text: ((inputs?: Join_Setup_Link_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_Link_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
