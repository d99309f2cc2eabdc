export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Overtaken_TitleInputs = {
    competition: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "You were overtaken in {competition}" |
*
* @param {Notify_Overtaken_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_overtaken_title: ((inputs: Notify_Overtaken_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
