export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Requests_LeadInputs = {
    days: NonNullable<unknown>;
};
/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "Your API requests of the last {days} day, newest first." |
* | * | "Your API requests of the last {days} days, newest first." |
*
* @param {Dev_Requests_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_requests_lead: ((inputs: Dev_Requests_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Requests_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
