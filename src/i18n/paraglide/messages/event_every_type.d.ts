export type LocalizedString = import('../runtime.js').LocalizedString;
export type Event_Every_TypeInputs = {};
/**
* | output |
* | --- |
* | "Every type" |
*
* @param {Event_Every_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_every_type: ((inputs?: Event_Every_TypeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Every_TypeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
