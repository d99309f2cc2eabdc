export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_ApprovalInputs = {};
/**
* | output |
* | --- |
* | "approval: anyone signs up; admins approve or decline on the people page." |
*
* @param {People_Joining_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_approval: ((inputs?: People_Joining_ApprovalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_ApprovalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
