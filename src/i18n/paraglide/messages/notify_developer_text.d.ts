export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Developer_TextInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{name} applies for developer access." |
*
* @param {Notify_Developer_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_developer_text: ((inputs: Notify_Developer_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Developer_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
