export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_WantsInputs = {
    app: NonNullable<unknown>;
    person: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{app} wants to use your catchd account, {person} ({email}). If you allow it, it will be able to:" |
*
* @param {Oauth_WantsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_wants: ((inputs: Oauth_WantsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_WantsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
