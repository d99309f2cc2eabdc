export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Table_LabelInputs = {};
/**
* | output |
* | --- |
* | "Leaderboard" |
*
* @param {Board_Table_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_table_label: ((inputs?: Board_Table_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Table_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
