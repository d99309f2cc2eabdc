export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Developer_TitleInputs = {};
/**
* | output |
* | --- |
* | "A developer application waits for you" |
*
* @param {Notify_Developer_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_developer_title: ((inputs?: Notify_Developer_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Developer_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
