export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_Waiting_ApplicationsInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "developer application" |
* | * | "developer applications" |
*
* @param {Admin_Waiting_ApplicationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_waiting_applications: ((inputs: Admin_Waiting_ApplicationsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_ApplicationsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
