export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Save_ChangesInputs = {};
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Catch_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_save_changes: ((inputs?: Catch_Save_ChangesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Save_ChangesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
