export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Open_CatchInputs = {};
/**
* | output |
* | --- |
* | "open the catch" |
*
* @param {Offline_Open_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_open_catch: ((inputs?: Offline_Open_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Open_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
