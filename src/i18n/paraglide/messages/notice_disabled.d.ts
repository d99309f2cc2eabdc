export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_DisabledInputs = {};
/**
* | output |
* | --- |
* | "Disabled." |
*
* @param {Notice_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_disabled: ((inputs?: Notice_DisabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_DisabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
