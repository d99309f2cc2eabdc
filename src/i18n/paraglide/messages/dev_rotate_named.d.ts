export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Rotate_NamedInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Rotate the secret of {name}" |
*
* @param {Dev_Rotate_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_rotate_named: ((inputs: Dev_Rotate_NamedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Rotate_NamedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
