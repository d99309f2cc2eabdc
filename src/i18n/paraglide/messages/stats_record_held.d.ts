export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Record_HeldInputs = {
    held: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Club record held in {held} of {shown}; the marks are the club’s records." |
*
* @param {Stats_Record_HeldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_record_held: ((inputs: Stats_Record_HeldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_HeldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
