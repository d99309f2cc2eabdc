import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_UnreadInputs */

const en_notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unread`)
};

const es_notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin leer`)
};

const fr_notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non lue`)
};

const it_notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non letta`)
};

const pt_notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não lida`)
};

const el_notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`μη αναγνωσμένη`)
};

const hr_notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nepročitano`)
};

/**
* | output |
* | --- |
* | "unread" |
*
* @param {Notify_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unread = /** @type {((inputs?: Notify_UnreadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_UnreadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_unread(inputs)
	if (locale === "fr") return fr_notify_unread(inputs)
	if (locale === "it") return it_notify_unread(inputs)
	if (locale === "pt") return pt_notify_unread(inputs)
	if (locale === "el") return el_notify_unread(inputs)
	if (locale === "hr") return hr_notify_unread(inputs)
	return en_notify_unread(inputs)
});