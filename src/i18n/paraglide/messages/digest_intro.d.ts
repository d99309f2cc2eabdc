export type LocalizedString = import('../runtime.js').LocalizedString;
export type Digest_IntroInputs = {
    club: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "What happened in {club} from {from} to {to}:" |
*
* @param {Digest_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_intro: ((inputs: Digest_IntroInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_IntroInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
