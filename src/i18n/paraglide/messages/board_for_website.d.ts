export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_For_WebsiteInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "For your club’s website: {link}" |
*
* @param {Board_For_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_for_website: ((inputs: Board_For_WebsiteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_For_WebsiteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
