export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Form_ExpiredInputs = {};
/**
* | output |
* | --- |
* | "This form has expired (you may have signed in or out since it was shown). Go back, reload the page and send it again." |
*
* @param {Error_Form_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_form_expired: ((inputs?: Error_Form_ExpiredInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Form_ExpiredInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
