export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_ReasonInputs = {
    note: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Reason: {note}" |
*
* @param {Notify_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_reason: ((inputs: Notify_ReasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_ReasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
