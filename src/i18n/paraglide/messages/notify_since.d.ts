export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_SinceInputs = {
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "since {time}" |
*
* @param {Notify_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_since: ((inputs: Notify_SinceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_SinceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
