export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_BoardsInputs = {};
/**
* | output |
* | --- |
* | "See the leaderboards" |
*
* @param {Home_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const home_boards: ((inputs?: Home_BoardsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_BoardsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
