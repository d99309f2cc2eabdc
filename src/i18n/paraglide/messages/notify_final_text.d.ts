export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Final_TextInputs = {
    competition: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The results of {competition} are final." |
*
* @param {Notify_Final_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_final_text: ((inputs: Notify_Final_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Final_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
