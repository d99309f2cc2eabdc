export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Photo_AltInputs = {
    species: NonNullable<unknown>;
    diver: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{species} by {diver}" |
*
* @param {Board_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_photo_alt: ((inputs: Board_Photo_AltInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Photo_AltInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
