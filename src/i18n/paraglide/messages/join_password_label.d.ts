export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Password_LabelInputs = {
    min: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Password (at least {min} characters)" |
*
* @param {Join_Password_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_password_label: ((inputs: Join_Password_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Password_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
