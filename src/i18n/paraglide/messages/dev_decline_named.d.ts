export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Decline_NamedInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Decline {name}" |
*
* @param {Dev_Decline_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decline_named: ((inputs: Dev_Decline_NamedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decline_NamedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
