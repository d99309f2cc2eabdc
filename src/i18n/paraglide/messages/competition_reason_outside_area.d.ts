export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Reason_Outside_AreaInputs = {};
/**
* | output |
* | --- |
* | "caught outside the competition area (or without a location)" |
*
* @param {Competition_Reason_Outside_AreaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_outside_area: ((inputs?: Competition_Reason_Outside_AreaInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Outside_AreaInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
