export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Tile_Sign_UpsInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "sign-up to approve" |
* | * | "sign-ups to approve" |
*
* @param {People_Tile_Sign_UpsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_tile_sign_ups: ((inputs: People_Tile_Sign_UpsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Tile_Sign_UpsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
