export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_EnabledInputs = {};
/**
* | output |
* | --- |
* | "Enabled." |
*
* @param {Notice_EnabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_enabled: ((inputs?: Notice_EnabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_EnabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
