export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Link_To_Pass_OnInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The invitation link for {email} works once, for seven days: pass it on yourself (no mail is set up)." |
*
* @param {Join_Link_To_Pass_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_link_to_pass_on: ((inputs: Join_Link_To_Pass_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_To_Pass_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
