export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Have_AccountInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Already have an account? {link}." |
*
* @param {Join_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_have_account: ((inputs: Join_Have_AccountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Have_AccountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
