export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_Link_BrokenInputs = {};
/**
* | output |
* | --- |
* | "This sign-in link does not work" |
*
* @param {Oauth_Link_BrokenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_link_broken: ((inputs?: Oauth_Link_BrokenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Link_BrokenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
