export type LocalizedString = import('../runtime.js').LocalizedString;
export type Digest_New_MembersInputs = {
    names: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Welcome to {names}." |
*
* @param {Digest_New_MembersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_new_members: ((inputs: Digest_New_MembersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_New_MembersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
