export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Share_TitleInputs = {
    club: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Join {club} on catchd" |
*
* @param {Join_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_share_title: ((inputs: Join_Share_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Share_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
