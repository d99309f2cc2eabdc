export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Results_DescriptionInputs = {
    status: NonNullable<unknown>;
    name: NonNullable<unknown>;
    club: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{status} of {name}, a competition of {club}." |
*
* @param {Share_Results_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_results_description: ((inputs: Share_Results_DescriptionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Results_DescriptionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
