export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Made_Never_UsedInputs = {
    made: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "made {made}, never used" |
*
* @param {Reset_Made_Never_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_made_never_used: ((inputs: Reset_Made_Never_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Made_Never_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
