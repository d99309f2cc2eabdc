export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Device_Browser_OnInputs = {
    system: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "a browser on {system}" |
*
* @param {Account_Device_Browser_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_device_browser_on: ((inputs: Account_Device_Browser_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Device_Browser_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
