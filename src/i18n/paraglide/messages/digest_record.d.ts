export type LocalizedString = import('../runtime.js').LocalizedString;
export type Digest_RecordInputs = {
    species: NonNullable<unknown>;
    weight: NonNullable<unknown>;
    diver: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "New club record for {species}: {weight}, by {diver}." |
*
* @param {Digest_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_record: ((inputs: Digest_RecordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_RecordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
