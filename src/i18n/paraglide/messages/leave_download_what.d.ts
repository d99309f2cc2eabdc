export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Download_WhatInputs = {};
/**
* | output |
* | --- |
* | "One zip file: your catches (JSON and CSV), verifications, photos, API keys and apps (without secrets) and passkeys (names and dates)." |
*
* @param {Leave_Download_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_download_what: ((inputs?: Leave_Download_WhatInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Download_WhatInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
