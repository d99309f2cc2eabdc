export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Gap_Not_This_CatchInputs = {};
/**
* | output |
* | --- |
* | "a cited photo is not a photo of this catch" |
*
* @param {Verify_Gap_Not_This_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_not_this_catch: ((inputs?: Verify_Gap_Not_This_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Not_This_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
