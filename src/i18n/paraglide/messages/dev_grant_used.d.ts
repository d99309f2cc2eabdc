export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Grant_UsedInputs = {
    app: NonNullable<unknown>;
    scopes: NonNullable<unknown>;
    since: NonNullable<unknown>;
    used: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{app} may use {scopes} (since {since}, last used {used})" |
*
* @param {Dev_Grant_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_grant_used: ((inputs: Dev_Grant_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Grant_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
