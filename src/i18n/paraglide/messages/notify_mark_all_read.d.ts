export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Mark_All_ReadInputs = {};
/**
* | output |
* | --- |
* | "Mark all read" |
*
* @param {Notify_Mark_All_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mark_all_read: ((inputs?: Notify_Mark_All_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mark_All_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
