export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Outbox_TitleInputs = {};
/**
* | output |
* | --- |
* | "On this phone" |
*
* @param {Offline_Outbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_outbox_title: ((inputs?: Offline_Outbox_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Outbox_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
