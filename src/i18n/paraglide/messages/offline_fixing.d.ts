export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_FixingInputs = {};
/**
* | output |
* | --- |
* | "Fix this catch and save it again; it waits here until it is sent." |
*
* @param {Offline_FixingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_fixing: ((inputs?: Offline_FixingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_FixingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
