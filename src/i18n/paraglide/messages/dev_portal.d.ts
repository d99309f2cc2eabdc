export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_PortalInputs = {};
/**
* | output |
* | --- |
* | "Developer portal" |
*
* @param {Dev_PortalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_portal: ((inputs?: Dev_PortalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_PortalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
