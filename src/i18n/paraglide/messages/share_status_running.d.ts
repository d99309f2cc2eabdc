export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Status_RunningInputs = {};
/**
* | output |
* | --- |
* | "Standings so far" |
*
* @param {Share_Status_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_status_running: ((inputs?: Share_Status_RunningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_RunningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
