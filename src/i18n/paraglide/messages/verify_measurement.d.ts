export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_MeasurementInputs = {};
/**
* | output |
* | --- |
* | "Measurement" |
*
* @param {Verify_MeasurementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_measurement: ((inputs?: Verify_MeasurementInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_MeasurementInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
