export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Catch_DescriptionInputs = {
    diver: NonNullable<unknown>;
    club: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Caught by {diver}, logged with {club}." |
*
* @param {Share_Catch_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_catch_description: ((inputs: Share_Catch_DescriptionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_DescriptionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
