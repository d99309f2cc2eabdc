export type LocalizedString = import('../runtime.js').LocalizedString;
export type Event_OlderInputs = {};
/**
* | output |
* | --- |
* | "Older events →" |
*
* @param {Event_OlderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_older: ((inputs?: Event_OlderInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_OlderInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
