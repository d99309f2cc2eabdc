export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_EmailInputs = {};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Notify_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_email: ((inputs?: Notify_EmailInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_EmailInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
