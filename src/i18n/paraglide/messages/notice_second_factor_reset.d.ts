export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Second_Factor_ResetInputs = {};
/**
* | output |
* | --- |
* | "The second factor is reset: the person is signed out everywhere and can set up a new one." |
*
* @param {Notice_Second_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_second_factor_reset: ((inputs?: Notice_Second_Factor_ResetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Second_Factor_ResetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
