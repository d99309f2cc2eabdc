export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Caught_AfterInputs = {
    zone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Caught after ({zone} time)" |
*
* @param {Catch_Caught_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_caught_after: ((inputs: Catch_Caught_AfterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_AfterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
