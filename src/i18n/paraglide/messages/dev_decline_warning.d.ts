export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Decline_WarningInputs = {
    keys: NonNullable<unknown>;
    apps: NonNullable<unknown>;
    grants: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Declining revokes their {keys} created since the approval, disables their {apps} and revokes the {grants} of those apps with every token: they stop working a..." |
*
* @param {Dev_Decline_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decline_warning: ((inputs: Dev_Decline_WarningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decline_WarningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
