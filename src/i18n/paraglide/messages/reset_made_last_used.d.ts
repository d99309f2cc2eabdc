export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Made_Last_UsedInputs = {
    made: NonNullable<unknown>;
    used: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "made {made}, last used {used}" |
*
* @param {Reset_Made_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_made_last_used: ((inputs: Reset_Made_Last_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Made_Last_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
