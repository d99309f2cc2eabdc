export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Check_Inbox_SpamInputs = {
    count: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Nothing there after a few minutes? Look in the spam folder. We send at most {count} such mails a day to one address." |
*
* @param {Join_Check_Inbox_SpamInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_check_inbox_spam: ((inputs: Join_Check_Inbox_SpamInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Check_Inbox_SpamInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
