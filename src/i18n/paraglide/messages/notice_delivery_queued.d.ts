export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Delivery_QueuedInputs = {};
/**
* | output |
* | --- |
* | "Queued again." |
*
* @param {Notice_Delivery_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_delivery_queued: ((inputs?: Notice_Delivery_QueuedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Delivery_QueuedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
