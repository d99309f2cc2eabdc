export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_No_PhotoInputs = {};
/**
* | output |
* | --- |
* | "No photo" |
*
* @param {Catch_No_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_no_photo: ((inputs?: Catch_No_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_No_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
