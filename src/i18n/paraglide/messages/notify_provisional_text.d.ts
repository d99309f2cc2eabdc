export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Provisional_TextInputs = {
    competition: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "The results of {competition} are provisional: protests are open until they become final." |
*
* @param {Notify_Provisional_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_provisional_text: ((inputs: Notify_Provisional_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Provisional_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
