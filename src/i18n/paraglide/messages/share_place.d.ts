export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_PlaceInputs = {
    rank: NonNullable<unknown>;
    name: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{rank}. {name} · {value}" |
*
* @param {Share_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_place: ((inputs: Share_PlaceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PlaceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
