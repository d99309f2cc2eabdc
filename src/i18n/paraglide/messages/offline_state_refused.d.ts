export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_State_RefusedInputs = {};
/**
* | output |
* | --- |
* | "Refused: fix it" |
*
* @param {Offline_State_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_state_refused: ((inputs?: Offline_State_RefusedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_RefusedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
