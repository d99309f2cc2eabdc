export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_DenyInputs = {};
/**
* | output |
* | --- |
* | "Deny" |
*
* @param {Oauth_DenyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_deny: ((inputs?: Oauth_DenyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_DenyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
