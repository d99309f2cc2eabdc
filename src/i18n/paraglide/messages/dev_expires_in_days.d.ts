export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Expires_In_DaysInputs = {
    days: NonNullable<unknown>;
};
/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "In {days} day" |
* | * | "In {days} days" |
*
* @param {Dev_Expires_In_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_expires_in_days: ((inputs: Dev_Expires_In_DaysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_In_DaysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
