export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Refused_Too_LongInputs = {
    max: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "must be at most {max} characters" |
*
* @param {Join_Refused_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_refused_too_long: ((inputs: Join_Refused_Too_LongInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Refused_Too_LongInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
