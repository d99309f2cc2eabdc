export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_You_Are_OfflineInputs = {};
/**
* | output |
* | --- |
* | "You are offline. Catches you log are saved on this phone and sent when you are back in reach." |
*
* @param {Offline_You_Are_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_you_are_offline: ((inputs?: Offline_You_Are_OfflineInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_You_Are_OfflineInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
