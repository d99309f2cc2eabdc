export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Your_UnverifiedInputs = {};
/**
* | output |
* | --- |
* | "Your catches not verified yet" |
*
* @param {Board_Your_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_your_unverified: ((inputs?: Board_Your_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Your_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
