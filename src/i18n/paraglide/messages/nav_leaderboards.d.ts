export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_LeaderboardsInputs = {};
/**
* | output |
* | --- |
* | "Leaderboards" |
*
* @param {Nav_LeaderboardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_leaderboards: ((inputs?: Nav_LeaderboardsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LeaderboardsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
