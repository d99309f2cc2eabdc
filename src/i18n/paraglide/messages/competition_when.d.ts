export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_WhenInputs = {
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{start} to {end} ({zone})" |
*
* @param {Competition_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_when: ((inputs: Competition_WhenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_WhenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
