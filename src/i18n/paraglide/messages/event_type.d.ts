export type LocalizedString = import('../runtime.js').LocalizedString;
export type Event_TypeInputs = {};
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Event_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_type: ((inputs?: Event_TypeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_TypeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
