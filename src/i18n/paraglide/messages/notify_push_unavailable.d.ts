export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Push_UnavailableInputs = {};
/**
* | output |
* | --- |
* | "Push is not available on this server." |
*
* @param {Notify_Push_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_push_unavailable: ((inputs?: Notify_Push_UnavailableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_UnavailableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
