export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Keep_CatchesInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Keep my catches on the boards, under \"{name}\"" |
*
* @param {Leave_Keep_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_keep_catches: ((inputs: Leave_Keep_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Keep_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
