export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Push_OnInputs = {};
/**
* | output |
* | --- |
* | "Turn on notifications on this device" |
*
* @param {Notify_Push_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_push_on: ((inputs?: Notify_Push_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
