export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Delete_KeepInputs = {};
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Catch_Delete_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_keep: ((inputs?: Catch_Delete_KeepInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_KeepInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
