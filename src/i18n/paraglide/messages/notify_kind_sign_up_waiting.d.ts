export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Kind_Sign_Up_WaitingInputs = {};
/**
* | output |
* | --- |
* | "A sign-up waits for approval (admins)" |
*
* @param {Notify_Kind_Sign_Up_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_sign_up_waiting: ((inputs?: Notify_Kind_Sign_Up_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Sign_Up_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
