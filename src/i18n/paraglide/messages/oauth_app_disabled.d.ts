export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_App_DisabledInputs = {};
/**
* | output |
* | --- |
* | "The app that sent you here is disabled." |
*
* @param {Oauth_App_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_app_disabled: ((inputs?: Oauth_App_DisabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_App_DisabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
