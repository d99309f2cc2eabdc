export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_KeptInputs = {
    keys: NonNullable<unknown>;
    apps: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "These still work without the password. Once signed in, revoke any you did not make on {keys} and {apps}." |
*
* @param {Reset_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_kept: ((inputs: Reset_KeptInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_KeptInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
