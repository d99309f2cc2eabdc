export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Protest_Catch_TextInputs = {
    competition: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Someone protested a catch of your entry in {competition}; an admin will decide." |
*
* @param {Notify_Protest_Catch_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_protest_catch_text: ((inputs: Notify_Protest_Catch_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Protest_Catch_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
