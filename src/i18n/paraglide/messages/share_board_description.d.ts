export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Board_DescriptionInputs = {
    club: NonNullable<unknown>;
    board: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The leaderboard of {club}: {board}." |
*
* @param {Share_Board_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_description: ((inputs: Share_Board_DescriptionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_DescriptionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
