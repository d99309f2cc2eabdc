export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Stop_PushInputs = {};
/**
* | output |
* | --- |
* | "Stop push there" |
*
* @param {Notify_Stop_PushInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_stop_push: ((inputs?: Notify_Stop_PushInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Stop_PushInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
