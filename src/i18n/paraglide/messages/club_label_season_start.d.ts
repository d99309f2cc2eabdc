export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Label_Season_StartInputs = {};
/**
* | output |
* | --- |
* | "Seasons start on (MM-DD)" |
*
* @param {Club_Label_Season_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_season_start: ((inputs?: Club_Label_Season_StartInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_Season_StartInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
