export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_PinnedInputs = {
    variable: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Pinned by {variable} on the server: the operator changes it there." |
*
* @param {Club_PinnedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_pinned: ((inputs: Club_PinnedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_PinnedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
