export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Secret_OnceInputs = {};
/**
* | output |
* | --- |
* | "It is shown only now: copy it and keep it safe." |
*
* @param {Dev_Secret_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_secret_once: ((inputs?: Dev_Secret_OnceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Secret_OnceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
