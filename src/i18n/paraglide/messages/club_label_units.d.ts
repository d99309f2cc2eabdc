export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Label_UnitsInputs = {};
/**
* | output |
* | --- |
* | "Units" |
*
* @param {Club_Label_UnitsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_units: ((inputs?: Club_Label_UnitsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_UnitsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
