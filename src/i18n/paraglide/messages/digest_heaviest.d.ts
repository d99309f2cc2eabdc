export type LocalizedString = import('../runtime.js').LocalizedString;
export type Digest_HeaviestInputs = {
    species: NonNullable<unknown>;
    weight: NonNullable<unknown>;
    diver: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Heaviest of the week: {species}, {weight}, by {diver}." |
*
* @param {Digest_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_heaviest: ((inputs: Digest_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
