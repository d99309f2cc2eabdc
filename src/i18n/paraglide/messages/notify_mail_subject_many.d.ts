export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Mail_Subject_ManyInputs = {
    count: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} notification ({kind})" |
* | * | "{count} notifications ({kind})" |
*
* @param {Notify_Mail_Subject_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mail_subject_many: ((inputs: Notify_Mail_Subject_ManyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_Subject_ManyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
