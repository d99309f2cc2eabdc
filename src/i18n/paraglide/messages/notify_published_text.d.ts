export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Published_TextInputs = {
    competition: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{competition} is open for entries." |
*
* @param {Notify_Published_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_published_text: ((inputs: Notify_Published_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Published_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
