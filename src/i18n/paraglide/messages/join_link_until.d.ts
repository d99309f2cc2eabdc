export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Link_UntilInputs = {
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "until {time}" |
*
* @param {Join_Link_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_link_until: ((inputs: Join_Link_UntilInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_UntilInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
