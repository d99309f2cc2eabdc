export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Back_In_ReachInputs = {
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Back in reach: this page is as last seen on this phone, fetched {time}. Reload it for the latest." |
*
* @param {Offline_Back_In_ReachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_back_in_reach: ((inputs: Offline_Back_In_ReachInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Back_In_ReachInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
