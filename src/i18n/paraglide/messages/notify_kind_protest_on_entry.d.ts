export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Kind_Protest_On_EntryInputs = {};
/**
* | output |
* | --- |
* | "A protest is filed against your competition entry" |
*
* @param {Notify_Kind_Protest_On_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_protest_on_entry: ((inputs?: Notify_Kind_Protest_On_EntryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Protest_On_EntryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
