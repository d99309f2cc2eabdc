export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Your_AccountInputs = {};
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Notify_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_your_account: ((inputs?: Notify_Your_AccountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Your_AccountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
