export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Rejected_LineInputs = {
    line: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Line {line}: {reason}" |
*
* @param {Species_Rejected_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_rejected_line: ((inputs: Species_Rejected_LineInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Rejected_LineInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
