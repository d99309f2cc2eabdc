export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_AskedInputs = {
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "asked {time}" |
*
* @param {Verify_AskedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_asked: ((inputs: Verify_AskedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_AskedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
