export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Boards_MoreInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "And {count} more board." |
* | * | "And {count} more boards." |
*
* @param {Notify_Boards_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_boards_more: ((inputs: Notify_Boards_MoreInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Boards_MoreInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
