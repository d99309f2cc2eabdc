export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Activity_OfInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Activity of {name}" |
*
* @param {People_Activity_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_activity_of: ((inputs: People_Activity_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Activity_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
