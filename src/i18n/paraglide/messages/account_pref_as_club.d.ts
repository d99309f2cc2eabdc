export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Pref_As_ClubInputs = {
    shown: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "As the club ({shown})" |
*
* @param {Account_Pref_As_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pref_as_club: ((inputs: Account_Pref_As_ClubInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_As_ClubInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
