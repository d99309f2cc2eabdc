export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Settings_HeadingInputs = {};
/**
* | output |
* | --- |
* | "What reaches you, and where" |
*
* @param {Notify_Settings_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_settings_heading: ((inputs?: Notify_Settings_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Settings_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
