export type LocalizedString = import('../runtime.js').LocalizedString;
export type Digest_Finished_ListInputs = {
    names: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Finished: {names}." |
*
* @param {Digest_Finished_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_finished_list: ((inputs: Digest_Finished_ListInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_Finished_ListInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
