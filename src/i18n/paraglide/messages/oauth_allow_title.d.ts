export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_Allow_TitleInputs = {
    app: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Allow {app}" |
*
* @param {Oauth_Allow_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_allow_title: ((inputs: Oauth_Allow_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Allow_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
