export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Final_KeepInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your catches stay on the boards, under \"{name}\"." |
*
* @param {Leave_Final_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_final_keep: ((inputs: Leave_Final_KeepInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_KeepInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
