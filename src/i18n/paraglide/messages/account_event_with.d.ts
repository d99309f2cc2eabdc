export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Event_WithInputs = {
    method: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "with {method}" |
*
* @param {Account_Event_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_with: ((inputs: Account_Event_WithInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_WithInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
