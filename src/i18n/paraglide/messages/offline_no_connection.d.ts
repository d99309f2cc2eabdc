export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_No_ConnectionInputs = {
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "No connection: this page is as last seen on this phone, fetched {time}." |
*
* @param {Offline_No_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_no_connection: ((inputs: Offline_No_ConnectionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_No_ConnectionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
