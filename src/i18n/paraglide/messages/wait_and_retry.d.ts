export type LocalizedString = import('../runtime.js').LocalizedString;
export type Wait_And_RetryInputs = {
    seconds: NonNullable<unknown>;
};
/**
* | secondsPlural | output |
* | --- | --- |
* | "one" | "Please wait {seconds} second and try again." |
* | * | "Please wait {seconds} seconds and try again." |
*
* @param {Wait_And_RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const wait_and_retry: ((inputs: Wait_And_RetryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Wait_And_RetryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
