export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Sign_Out_QuestionInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch is saved on this phone and not sent yet. Signing out discards it. Sign out anyway?" |
* | * | "{count} catches are saved on this phone and not sent yet. Signing out discards them. Sign out anyway?" |
*
* @param {Offline_Sign_Out_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_sign_out_question: ((inputs: Offline_Sign_Out_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_Out_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
