export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Edit_WarningInputs = {};
/**
* | output |
* | --- |
* | "Changing the weight or species of a verified catch sends it back to unverified." |
*
* @param {Catch_Edit_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_edit_warning: ((inputs?: Catch_Edit_WarningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_WarningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
