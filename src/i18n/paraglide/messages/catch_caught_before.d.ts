export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Caught_BeforeInputs = {
    zone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Caught before ({zone} time)" |
*
* @param {Catch_Caught_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_caught_before: ((inputs: Catch_Caught_BeforeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_BeforeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
