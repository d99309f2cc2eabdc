export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_DeletedInputs = {};
/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {People_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_deleted: ((inputs?: People_DeletedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_DeletedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
