export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Decided_OnInputs = {
    state: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{state} on {time}" |
*
* @param {Dev_Decided_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decided_on: ((inputs: Dev_Decided_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decided_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
