export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Label_Board_Min_TierInputs = {};
/**
* | output |
* | --- |
* | "Boards count catches verified at least" |
*
* @param {Club_Label_Board_Min_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_board_min_tier: ((inputs?: Club_Label_Board_Min_TierInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_Board_Min_TierInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
