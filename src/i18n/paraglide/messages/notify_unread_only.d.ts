export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Unread_OnlyInputs = {};
/**
* | output |
* | --- |
* | "Unread only" |
*
* @param {Notify_Unread_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unread_only: ((inputs?: Notify_Unread_OnlyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unread_OnlyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
