export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Label_SignupInputs = {};
/**
* | output |
* | --- |
* | "How people join" |
*
* @param {Club_Label_SignupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_signup: ((inputs?: Club_Label_SignupInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_SignupInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
