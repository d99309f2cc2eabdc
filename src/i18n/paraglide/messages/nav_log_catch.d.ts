export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_Log_CatchInputs = {};
/**
* | output |
* | --- |
* | "Log a catch" |
*
* @param {Nav_Log_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_log_catch: ((inputs?: Nav_Log_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Log_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
