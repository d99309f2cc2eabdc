export type LocalizedString = import('../runtime.js').LocalizedString;
export type Digest_OpenInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The club’s page: {link}" |
*
* @param {Digest_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_open: ((inputs: Digest_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
