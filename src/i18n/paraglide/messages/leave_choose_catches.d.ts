export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Choose_CatchesInputs = {};
/**
* | output |
* | --- |
* | "Choose what happens to your catches." |
*
* @param {Leave_Choose_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_choose_catches: ((inputs?: Leave_Choose_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Choose_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
