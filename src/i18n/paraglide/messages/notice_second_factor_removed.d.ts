export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Second_Factor_RemovedInputs = {};
/**
* | output |
* | --- |
* | "The authenticator app is removed; every other session is signed out." |
*
* @param {Notice_Second_Factor_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_second_factor_removed: ((inputs?: Notice_Second_Factor_RemovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Second_Factor_RemovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
