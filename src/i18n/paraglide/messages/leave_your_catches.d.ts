export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Your_CatchesInputs = {};
/**
* | output |
* | --- |
* | "Your catches" |
*
* @param {Leave_Your_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_your_catches: ((inputs?: Leave_Your_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Your_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
