export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Type_WordInputs = {
    word: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Type {word} to go on" |
*
* @param {Leave_Type_WordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_type_word: ((inputs: Leave_Type_WordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Type_WordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
