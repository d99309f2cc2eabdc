export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_PodiumInputs = {
    rank: NonNullable<unknown>;
    name: NonNullable<unknown>;
    points: NonNullable<unknown>;
};
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{rank}. {name} · {points} point" |
* | * | "{rank}. {name} · {points} points" |
*
* @param {Share_PodiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_podium: ((inputs: Share_PodiumInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PodiumInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
