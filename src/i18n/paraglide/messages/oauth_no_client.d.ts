export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_No_ClientInputs = {};
/**
* | output |
* | --- |
* | "The request names no app (client_id is missing)." |
*
* @param {Oauth_No_ClientInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_no_client: ((inputs?: Oauth_No_ClientInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_No_ClientInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
