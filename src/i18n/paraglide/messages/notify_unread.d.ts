export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_UnreadInputs = {};
/**
* | output |
* | --- |
* | "unread" |
*
* @param {Notify_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unread: ((inputs?: Notify_UnreadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_UnreadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
