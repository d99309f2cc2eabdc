export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_Update_AvailableInputs = {
    product: NonNullable<unknown>;
    version: NonNullable<unknown>;
    running: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{product} {version} is available (this server runs {running})." |
*
* @param {Admin_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_update_available: ((inputs: Admin_Update_AvailableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Update_AvailableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
