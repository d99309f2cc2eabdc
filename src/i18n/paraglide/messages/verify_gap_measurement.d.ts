export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Gap_MeasurementInputs = {};
/**
* | output |
* | --- |
* | "silver needs a measurement (weight or length) or a witness" |
*
* @param {Verify_Gap_MeasurementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_measurement: ((inputs?: Verify_Gap_MeasurementInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_MeasurementInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
