export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_Unknown_AppInputs = {};
/**
* | output |
* | --- |
* | "The app that sent you here is not registered." |
*
* @param {Oauth_Unknown_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_unknown_app: ((inputs?: Oauth_Unknown_AppInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Unknown_AppInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
