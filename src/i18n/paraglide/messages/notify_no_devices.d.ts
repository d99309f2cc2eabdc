export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_No_DevicesInputs = {};
/**
* | output |
* | --- |
* | "No device receives push yet." |
*
* @param {Notify_No_DevicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_no_devices: ((inputs?: Notify_No_DevicesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_No_DevicesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
