export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Nothing_UnreadInputs = {};
/**
* | output |
* | --- |
* | "Nothing unread." |
*
* @param {Notify_Nothing_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_nothing_unread: ((inputs?: Notify_Nothing_UnreadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Nothing_UnreadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
