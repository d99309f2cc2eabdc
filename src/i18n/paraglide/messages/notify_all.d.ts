export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_AllInputs = {};
/**
* | output |
* | --- |
* | "All" |
*
* @param {Notify_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_all: ((inputs?: Notify_AllInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_AllInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
