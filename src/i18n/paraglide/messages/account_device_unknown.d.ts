export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Device_UnknownInputs = {};
/**
* | output |
* | --- |
* | "an unknown device" |
*
* @param {Account_Device_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_device_unknown: ((inputs?: Account_Device_UnknownInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Device_UnknownInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
