export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Setup_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Create the admin account" |
*
* @param {Join_Setup_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_setup_button: ((inputs?: Join_Setup_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
