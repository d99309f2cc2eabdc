export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_App_IdInputs = {};
/**
* | output |
* | --- |
* | "App id" |
*
* @param {Dev_App_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_app_id: ((inputs?: Dev_App_IdInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_IdInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
