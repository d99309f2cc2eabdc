export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_In_AppInputs = {};
/**
* | output |
* | --- |
* | "In the app" |
*
* @param {Notify_In_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_in_app: ((inputs?: Notify_In_AppInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_In_AppInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
