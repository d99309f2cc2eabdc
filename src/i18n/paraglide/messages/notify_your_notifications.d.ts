export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Your_NotificationsInputs = {};
/**
* | output |
* | --- |
* | "Your notifications" |
*
* @param {Notify_Your_NotificationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_your_notifications: ((inputs?: Notify_Your_NotificationsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Your_NotificationsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
