export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_SessionInputs = {};
/**
* | output |
* | --- |
* | "session" |
*
* @param {Dev_SessionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_session: ((inputs?: Dev_SessionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SessionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
