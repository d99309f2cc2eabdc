export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Catch_ByInputs = {
    diver: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Caught by {diver}" |
*
* @param {Share_Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_catch_by: ((inputs: Share_Catch_ByInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_ByInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
