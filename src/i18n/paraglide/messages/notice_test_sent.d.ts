export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Test_SentInputs = {};
/**
* | output |
* | --- |
* | "A test event is on its way." |
*
* @param {Notice_Test_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_test_sent: ((inputs?: Notice_Test_SentInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Test_SentInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
