export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Waiting_For_YouInputs = {};
/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {People_Waiting_For_YouInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_waiting_for_you: ((inputs?: People_Waiting_For_YouInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Waiting_For_YouInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
