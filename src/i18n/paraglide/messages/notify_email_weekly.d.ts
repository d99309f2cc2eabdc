export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Email_WeeklyInputs = {};
/**
* | output |
* | --- |
* | "Weekly digest" |
*
* @param {Notify_Email_WeeklyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_email_weekly: ((inputs?: Notify_Email_WeeklyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_WeeklyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
