export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_Update_RollbackInputs = {
    command: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{command} goes back." |
*
* @param {Admin_Update_RollbackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_update_rollback: ((inputs: Admin_Update_RollbackInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Update_RollbackInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
