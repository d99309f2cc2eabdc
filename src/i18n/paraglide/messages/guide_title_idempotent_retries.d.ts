export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_Title_Idempotent_RetriesInputs = {};
/**
* | output |
* | --- |
* | "Idempotent retries" |
*
* @param {Guide_Title_Idempotent_RetriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_title_idempotent_retries: ((inputs?: Guide_Title_Idempotent_RetriesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Idempotent_RetriesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
