export type LocalizedString = import('../runtime.js').LocalizedString;
export type Way_In_InviteInputs = {};
/**
* | output |
* | --- |
* | "New here? Joining is by invitation: ask an admin of your club to invite you." |
*
* @param {Way_In_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_invite: ((inputs?: Way_In_InviteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_InviteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
