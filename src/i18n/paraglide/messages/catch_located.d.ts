export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_LocatedInputs = {
    accuracy: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Location set (±{accuracy} m)." |
*
* @param {Catch_LocatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_located: ((inputs: Catch_LocatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LocatedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
