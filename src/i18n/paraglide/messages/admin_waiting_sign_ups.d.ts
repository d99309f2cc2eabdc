export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_Waiting_Sign_UpsInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "sign-up to approve" |
* | * | "sign-ups to approve" |
*
* @param {Admin_Waiting_Sign_UpsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_waiting_sign_ups: ((inputs: Admin_Waiting_Sign_UpsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_Sign_UpsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
