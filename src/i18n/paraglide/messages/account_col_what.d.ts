export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Col_WhatInputs = {};
/**
* | output |
* | --- |
* | "What" |
*
* @param {Account_Col_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_what: ((inputs?: Account_Col_WhatInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_WhatInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
