export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_App_RegisteredInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Registered {name}." |
*
* @param {Dev_App_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_app_registered: ((inputs: Dev_App_RegisteredInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_RegisteredInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
