export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Lat_Lon_BothInputs = {};
/**
* | output |
* | --- |
* | "Give both latitude and longitude, or neither." |
*
* @param {Form_Lat_Lon_BothInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_lat_lon_both: ((inputs?: Form_Lat_Lon_BothInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Lat_Lon_BothInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
