export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Delete_WhatInputs = {
    url: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{url} will get no more deliveries, and its delivery log goes with it. Events stay in the event browser." |
*
* @param {Webhook_Delete_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delete_what: ((inputs: Webhook_Delete_WhatInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delete_WhatInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
