export type LocalizedString = import('../runtime.js').LocalizedString;
export type Digest_SubjectInputs = {
    club: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{club}: the week of {from} to {to}" |
*
* @param {Digest_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_subject: ((inputs: Digest_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
