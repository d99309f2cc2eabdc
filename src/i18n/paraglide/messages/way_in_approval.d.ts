export type LocalizedString = import('../runtime.js').LocalizedString;
export type Way_In_ApprovalInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "New here? {link}: an admin approves new members." |
*
* @param {Way_In_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_approval: ((inputs: Way_In_ApprovalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_ApprovalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
