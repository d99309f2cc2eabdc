export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Push_OffInputs = {};
/**
* | output |
* | --- |
* | "Turn off notifications on this device" |
*
* @param {Notify_Push_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_push_off: ((inputs?: Notify_Push_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
