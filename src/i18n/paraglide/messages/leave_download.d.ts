export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_DownloadInputs = {};
/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Leave_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_download: ((inputs?: Leave_DownloadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_DownloadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
