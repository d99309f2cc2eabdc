export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Board_Catch_CountInputs = {};
/**
* | output |
* | --- |
* | "Most catches" |
*
* @param {Share_Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_catch_count: ((inputs?: Share_Board_Catch_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_Catch_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
