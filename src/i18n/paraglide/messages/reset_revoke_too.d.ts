export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Revoke_TooInputs = {};
/**
* | output |
* | --- |
* | "Revoke all of them too (choose this if you did not make them all)" |
*
* @param {Reset_Revoke_TooInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_revoke_too: ((inputs?: Reset_Revoke_TooInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Revoke_TooInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
