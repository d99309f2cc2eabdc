export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Delete_WarningInputs = {};
/**
* | output |
* | --- |
* | "Its photos and verification history go with it. This cannot be undone." |
*
* @param {Catch_Delete_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_warning: ((inputs?: Catch_Delete_WarningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_WarningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
