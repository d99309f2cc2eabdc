export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Kind_Club_DigestInputs = {};
/**
* | output |
* | --- |
* | "A weekly digest of the club’s activity (admins)" |
*
* @param {Notify_Kind_Club_DigestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_club_digest: ((inputs?: Notify_Kind_Club_DigestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Club_DigestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
