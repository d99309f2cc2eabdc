export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_ChooseInputs = {};
/**
* | output |
* | --- |
* | "Choose what reaches you, and where" |
*
* @param {Notify_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_choose: ((inputs?: Notify_ChooseInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_ChooseInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
