export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Final_GoneInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{email} and your name are deleted; every session, passkey and API key stops working." |
*
* @param {Leave_Final_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_final_gone: ((inputs: Leave_Final_GoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_GoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
