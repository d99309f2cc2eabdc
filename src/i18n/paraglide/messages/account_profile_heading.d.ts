export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Profile_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Name and email" |
*
* @param {Account_Profile_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_heading: ((inputs?: Account_Profile_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
