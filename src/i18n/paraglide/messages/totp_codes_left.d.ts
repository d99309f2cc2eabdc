export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Codes_LeftInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Recovery codes left: {count}" |
* | * | "Recovery codes left: {count}" |
*
* @param {Totp_Codes_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_codes_left: ((inputs: Totp_Codes_LeftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_LeftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
