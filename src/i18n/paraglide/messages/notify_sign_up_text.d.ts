export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Sign_Up_TextInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{name} asks to join the club." |
*
* @param {Notify_Sign_Up_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_sign_up_text: ((inputs: Notify_Sign_Up_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Sign_Up_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
