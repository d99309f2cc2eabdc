export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_New_Link_LabelInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Make a new invitation link for {email}" |
*
* @param {Join_New_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_new_link_label: ((inputs: Join_New_Link_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_New_Link_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
