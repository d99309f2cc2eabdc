export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Overtaken_LeftInputs = {
    competition: NonNullable<unknown>;
    old: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your entry left the top 10 of {competition} (it was #{old})." |
*
* @param {Notify_Overtaken_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_overtaken_left: ((inputs: Notify_Overtaken_LeftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_LeftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
