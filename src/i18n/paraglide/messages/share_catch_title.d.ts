export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Catch_TitleInputs = {
    species: NonNullable<unknown>;
    weight: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{species}, {weight}" |
*
* @param {Share_Catch_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_catch_title: ((inputs: Share_Catch_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
