export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_CaughtInputs = {
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "caught {time}" |
*
* @param {Offline_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_caught: ((inputs: Offline_CaughtInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_CaughtInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
