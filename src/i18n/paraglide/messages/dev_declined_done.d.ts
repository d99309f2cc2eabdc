export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Declined_DoneInputs = {
    name: NonNullable<unknown>;
    keys: NonNullable<unknown>;
    apps: NonNullable<unknown>;
    grants: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{name}: declined. This revoked their {keys} created since the approval, disabled their {apps} and revoked the {grants} of those apps with every token: none o..." |
*
* @param {Dev_Declined_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_declined_done: ((inputs: Dev_Declined_DoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Declined_DoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
