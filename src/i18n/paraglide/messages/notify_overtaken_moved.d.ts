export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Overtaken_MovedInputs = {
    old: NonNullable<unknown>;
    new: NonNullable<unknown>;
    competition: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your entry went from #{old} to #{new} in the standings of {competition}." |
*
* @param {Notify_Overtaken_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_overtaken_moved: ((inputs: Notify_Overtaken_MovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_MovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
