export type LocalizedString = import('../runtime.js').LocalizedString;
export type Digest_Published_ListInputs = {
    names: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Published: {names}." |
*
* @param {Digest_Published_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_published_list: ((inputs: Digest_Published_ListInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_Published_ListInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
