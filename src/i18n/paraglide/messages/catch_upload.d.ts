export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_UploadInputs = {};
/**
* | output |
* | --- |
* | "Upload" |
*
* @param {Catch_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_upload: ((inputs?: Catch_UploadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_UploadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
