export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_WithheldInputs = {
    scopes: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "It also asked for things your account cannot do, which it will not get: {scopes}." |
*
* @param {Oauth_WithheldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_withheld: ((inputs: Oauth_WithheldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_WithheldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
