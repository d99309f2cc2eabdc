export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_GrantInputs = {
    app: NonNullable<unknown>;
    scopes: NonNullable<unknown>;
    since: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{app} may use {scopes} (since {since})" |
*
* @param {Dev_GrantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_grant: ((inputs: Dev_GrantInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_GrantInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
