export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_AfterwardsInputs = {
    destination: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "You can take this back at any time. Afterwards you go back to {destination}." |
*
* @param {Oauth_AfterwardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_afterwards: ((inputs: Oauth_AfterwardsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_AfterwardsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
