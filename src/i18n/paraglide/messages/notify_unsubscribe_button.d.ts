export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Unsubscribe_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Stop these mails" |
*
* @param {Notify_Unsubscribe_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_button: ((inputs?: Notify_Unsubscribe_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
