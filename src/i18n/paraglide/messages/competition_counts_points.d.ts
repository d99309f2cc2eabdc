export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Counts_PointsInputs = {
    points: NonNullable<unknown>;
};
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "counts, {points} point" |
* | * | "counts, {points} points" |
*
* @param {Competition_Counts_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_counts_points: ((inputs: Competition_Counts_PointsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Counts_PointsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
