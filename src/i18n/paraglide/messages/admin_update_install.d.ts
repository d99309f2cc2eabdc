export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_Update_InstallInputs = {
    command: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "On the server, {command} installs it after a backup;" |
*
* @param {Admin_Update_InstallInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_update_install: ((inputs: Admin_Update_InstallInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Update_InstallInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
