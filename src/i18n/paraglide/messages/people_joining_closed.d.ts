export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_ClosedInputs = {};
/**
* | output |
* | --- |
* | "closed: nobody joins; admins add people on the people page." |
*
* @param {People_Joining_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_closed: ((inputs?: People_Joining_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
