export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_NextInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Next: {name}" |
*
* @param {Competition_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_next: ((inputs: Competition_NextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_NextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
