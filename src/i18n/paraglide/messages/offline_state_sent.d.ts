export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_State_SentInputs = {};
/**
* | output |
* | --- |
* | "Sent, with a problem" |
*
* @param {Offline_State_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_state_sent: ((inputs?: Offline_State_SentInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_SentInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
