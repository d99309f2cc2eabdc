export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_AllowInputs = {};
/**
* | output |
* | --- |
* | "Allow" |
*
* @param {Oauth_AllowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_allow: ((inputs?: Oauth_AllowInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_AllowInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
