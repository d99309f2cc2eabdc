export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_May_HoldInputs = {
    scopes: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your keys and apps may hold: {scopes}." |
*
* @param {Dev_May_HoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_may_hold: ((inputs: Dev_May_HoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_May_HoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
