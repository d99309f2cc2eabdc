export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Insecure_Base_UrlInputs = {
    origin: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "CATCHD_BASE_URL is plain http ({origin}) on a host other than this machine: sign-in cookies are sent without Secure and passwords travel unencrypted. Serve c..." |
*
* @param {People_Insecure_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_insecure_base_url: ((inputs: People_Insecure_Base_UrlInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Insecure_Base_UrlInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
