export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Kind_Developer_Application_WaitingInputs = {};
/**
* | output |
* | --- |
* | "A developer application waits for a decision (admins)" |
*
* @param {Notify_Kind_Developer_Application_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_developer_application_waiting: ((inputs?: Notify_Kind_Developer_Application_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Developer_Application_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
