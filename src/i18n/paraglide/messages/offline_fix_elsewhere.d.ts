export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Fix_ElsewhereInputs = {};
/**
* | output |
* | --- |
* | "Fix it on the log-a-catch page" |
*
* @param {Offline_Fix_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_fix_elsewhere: ((inputs?: Offline_Fix_ElsewhereInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Fix_ElsewhereInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
