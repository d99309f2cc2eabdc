export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Col_DeviceInputs = {};
/**
* | output |
* | --- |
* | "Device" |
*
* @param {Account_Col_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_device: ((inputs?: Account_Col_DeviceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_DeviceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
