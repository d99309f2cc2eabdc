export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Nav_EventsInputs = {};
/**
* | output |
* | --- |
* | "Events" |
*
* @param {Dev_Nav_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nav_events: ((inputs?: Dev_Nav_EventsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_EventsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
