export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Update_AvailableInputs = {
    newer: NonNullable<unknown>;
    current: NonNullable<unknown>;
    update: NonNullable<unknown>;
    rollback: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "catchd {newer} is available (this server runs {current}). On the server, {update} installs it after a backup; {rollback} goes back." |
*
* @param {People_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_update_available: ((inputs: People_Update_AvailableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Update_AvailableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
