export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_ApplicantInputs = {};
/**
* | output |
* | --- |
* | "Applicant" |
*
* @param {Dev_ApplicantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_applicant: ((inputs?: Dev_ApplicantInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplicantInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
