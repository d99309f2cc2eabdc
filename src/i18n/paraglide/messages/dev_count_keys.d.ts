export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Count_KeysInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} API key" |
* | * | "{count} API keys" |
*
* @param {Dev_Count_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_count_keys: ((inputs: Dev_Count_KeysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Count_KeysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
