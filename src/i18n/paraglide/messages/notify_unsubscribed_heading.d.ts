export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Unsubscribed_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Notify_Unsubscribed_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribed_heading: ((inputs?: Notify_Unsubscribed_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
