export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Closed_AddInputs = {
    add: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Nobody joins at the moment (CATCHD_SIGNUP=closed): add people with “{add}” below." |
*
* @param {Join_Closed_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_closed_add: ((inputs: Join_Closed_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Closed_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
