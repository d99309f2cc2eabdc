export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_Allow_QuestionInputs = {
    app: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Allow {app}?" |
*
* @param {Oauth_Allow_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_allow_question: ((inputs: Oauth_Allow_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Allow_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
