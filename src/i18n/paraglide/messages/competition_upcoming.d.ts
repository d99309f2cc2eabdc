export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_UpcomingInputs = {};
/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Competition_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_upcoming: ((inputs?: Competition_UpcomingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_UpcomingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
