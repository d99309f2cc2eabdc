import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Nothing_UnreadInputs */

const en_notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing unread.`)
};

const es_notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada sin leer.`)
};

const fr_notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien de non lu.`)
};

const it_notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niente da leggere.`)
};

const pt_notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada por ler.`)
};

const el_notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει τίποτα μη αναγνωσμένο.`)
};

const hr_notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nema nepročitanih obavijesti.`)
};

/**
* | output |
* | --- |
* | "Nothing unread." |
*
* @param {Notify_Nothing_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_nothing_unread = /** @type {((inputs?: Notify_Nothing_UnreadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Nothing_UnreadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_nothing_unread(inputs)
	if (locale === "fr") return fr_notify_nothing_unread(inputs)
	if (locale === "it") return it_notify_nothing_unread(inputs)
	if (locale === "pt") return pt_notify_nothing_unread(inputs)
	if (locale === "el") return el_notify_nothing_unread(inputs)
	if (locale === "hr") return hr_notify_nothing_unread(inputs)
	return en_notify_nothing_unread(inputs)
});