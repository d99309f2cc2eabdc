export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_BuildingInputs = {};
/**
* | output |
* | --- |
* | "Building" |
*
* @param {Dev_BuildingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_building: ((inputs?: Dev_BuildingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_BuildingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
