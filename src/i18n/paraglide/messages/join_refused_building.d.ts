export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Refused_BuildingInputs = {};
/**
* | output |
* | --- |
* | "say in a few words what you are building" |
*
* @param {Join_Refused_BuildingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_refused_building: ((inputs?: Join_Refused_BuildingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Refused_BuildingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
