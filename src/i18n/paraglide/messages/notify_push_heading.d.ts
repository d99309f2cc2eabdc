export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Push_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Push to your devices" |
*
* @param {Notify_Push_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_push_heading: ((inputs?: Notify_Push_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
