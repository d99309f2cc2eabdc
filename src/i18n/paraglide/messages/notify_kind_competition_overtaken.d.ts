export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Kind_Competition_OvertakenInputs = {};
/**
* | output |
* | --- |
* | "Someone overtakes your entry in a competition’s top 10" |
*
* @param {Notify_Kind_Competition_OvertakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_competition_overtaken: ((inputs?: Notify_Kind_Competition_OvertakenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_OvertakenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
