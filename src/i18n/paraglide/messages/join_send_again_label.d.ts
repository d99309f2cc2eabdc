export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Send_Again_LabelInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Send the invitation to {email} again" |
*
* @param {Join_Send_Again_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_send_again_label: ((inputs: Join_Send_Again_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Send_Again_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
