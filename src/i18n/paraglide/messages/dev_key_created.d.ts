export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Key_CreatedInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Created {name}." |
*
* @param {Dev_Key_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_key_created: ((inputs: Dev_Key_CreatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_CreatedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
