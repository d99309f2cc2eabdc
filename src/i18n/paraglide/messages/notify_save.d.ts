export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_SaveInputs = {};
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Notify_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_save: ((inputs?: Notify_SaveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_SaveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
