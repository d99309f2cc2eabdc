export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Label_NameInputs = {};
/**
* | output |
* | --- |
* | "Club name" |
*
* @param {Club_Label_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_name: ((inputs?: Club_Label_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
