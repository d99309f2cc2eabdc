export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Person_AddedInputs = {};
/**
* | output |
* | --- |
* | "The person is added." |
*
* @param {Notice_Person_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_person_added: ((inputs?: Notice_Person_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Person_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
