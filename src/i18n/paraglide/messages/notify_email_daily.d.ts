export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Email_DailyInputs = {};
/**
* | output |
* | --- |
* | "Daily digest" |
*
* @param {Notify_Email_DailyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_email_daily: ((inputs?: Notify_Email_DailyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_DailyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
