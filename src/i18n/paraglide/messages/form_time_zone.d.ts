export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Time_ZoneInputs = {};
/**
* | output |
* | --- |
* | "This is not a time zone the server knows." |
*
* @param {Form_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_time_zone: ((inputs?: Form_Time_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Time_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
