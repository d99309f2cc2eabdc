export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Type_EmailInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Type your email ({email}) to confirm" |
*
* @param {Leave_Type_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_type_email: ((inputs: Leave_Type_EmailInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Type_EmailInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
