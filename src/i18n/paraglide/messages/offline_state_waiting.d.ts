export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_State_WaitingInputs = {};
/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Offline_State_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_state_waiting: ((inputs?: Offline_State_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
