export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Digest_TitleInputs = {
    club: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The week in {club}" |
*
* @param {Notify_Digest_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_digest_title: ((inputs: Notify_Digest_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Digest_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
