export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Delete_TitleInputs = {};
/**
* | output |
* | --- |
* | "Delete this endpoint?" |
*
* @param {Webhook_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delete_title: ((inputs?: Webhook_Delete_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delete_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
