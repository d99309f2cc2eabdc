export type LocalizedString = import('../runtime.js').LocalizedString;
export type Continue_WithInputs = {
    provider: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Continue with {provider}" |
*
* @param {Continue_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const continue_with: ((inputs: Continue_WithInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Continue_WithInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
