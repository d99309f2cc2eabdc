export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Nothing_YetInputs = {};
/**
* | output |
* | --- |
* | "Nothing yet: you will find here what happens to your catches, boards and competitions." |
*
* @param {Notify_Nothing_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_nothing_yet: ((inputs?: Notify_Nothing_YetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Nothing_YetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
