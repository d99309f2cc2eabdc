export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Final_TitleInputs = {};
/**
* | output |
* | --- |
* | "Delete your account for good?" |
*
* @param {Leave_Final_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_final_title: ((inputs?: Leave_Final_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
