export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Filter_OrderInputs = {};
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Catch_Filter_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_order: ((inputs?: Catch_Filter_OrderInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_OrderInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
