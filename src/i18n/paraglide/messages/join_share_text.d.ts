export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Share_TextInputs = {
    club: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your invitation to {club}, sent to {email}:" |
*
* @param {Join_Share_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_share_text: ((inputs: Join_Share_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Share_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
