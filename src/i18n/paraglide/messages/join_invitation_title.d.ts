export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Invitation_TitleInputs = {};
/**
* | output |
* | --- |
* | "Join catchd" |
*
* @param {Join_Invitation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_invitation_title: ((inputs?: Join_Invitation_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Invitation_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
