export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Client_IdInputs = {};
/**
* | output |
* | --- |
* | "Client id" |
*
* @param {Dev_Client_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_client_id: ((inputs?: Dev_Client_IdInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Client_IdInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
