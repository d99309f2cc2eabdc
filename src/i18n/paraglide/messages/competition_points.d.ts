export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_PointsInputs = {};
/**
* | output |
* | --- |
* | "Points" |
*
* @param {Competition_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_points: ((inputs?: Competition_PointsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_PointsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
