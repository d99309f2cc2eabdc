export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Boards_TitleInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You were overtaken on {count} leaderboard" |
* | * | "You were overtaken on {count} leaderboards" |
*
* @param {Notify_Boards_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_boards_title: ((inputs: Notify_Boards_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Boards_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
