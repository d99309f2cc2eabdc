export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Revoke_LabelInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Revoke the invitation to {email}" |
*
* @param {Join_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_revoke_label: ((inputs: Join_Revoke_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Revoke_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
