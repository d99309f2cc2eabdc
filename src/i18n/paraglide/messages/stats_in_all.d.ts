export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_In_AllInputs = {
    weight: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{weight} in all." |
*
* @param {Stats_In_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_in_all: ((inputs: Stats_In_AllInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_In_AllInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
