export type LocalizedString = import('../runtime.js').LocalizedString;
export type Event_SummaryInputs = {
    type: NonNullable<unknown>;
    id: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{type} {id} at {time}" |
*
* @param {Event_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_summary: ((inputs: Event_SummaryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_SummaryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
