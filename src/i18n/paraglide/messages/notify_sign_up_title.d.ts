export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Sign_Up_TitleInputs = {};
/**
* | output |
* | --- |
* | "A sign-up waits for you" |
*
* @param {Notify_Sign_Up_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_sign_up_title: ((inputs?: Notify_Sign_Up_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Sign_Up_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
