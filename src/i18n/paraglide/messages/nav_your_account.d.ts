export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_Your_AccountInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{name}: your account" |
*
* @param {Nav_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_your_account: ((inputs: Nav_Your_AccountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Your_AccountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
