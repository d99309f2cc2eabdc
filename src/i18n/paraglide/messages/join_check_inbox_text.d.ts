export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Check_Inbox_TextInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We have sent a mail to {email}. Open the link in it within 24 hours to go on." |
*
* @param {Join_Check_Inbox_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_check_inbox_text: ((inputs: Join_Check_Inbox_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Check_Inbox_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
