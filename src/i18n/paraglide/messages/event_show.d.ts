export type LocalizedString = import('../runtime.js').LocalizedString;
export type Event_ShowInputs = {};
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Event_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_show: ((inputs?: Event_ShowInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_ShowInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
