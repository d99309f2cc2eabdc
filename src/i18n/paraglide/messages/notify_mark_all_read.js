import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Mark_All_ReadInputs */

const en_notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all read`)
};

const es_notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar todas como leídas`)
};

const fr_notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout marquer comme lu`)
};

const it_notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segna tutte come lette`)
};

const pt_notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar todas como lidas`)
};

const el_notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σήμανση όλων ως αναγνωσμένων`)
};

const hr_notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Označi sve kao pročitano`)
};

/**
* | output |
* | --- |
* | "Mark all read" |
*
* @param {Notify_Mark_All_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mark_all_read = /** @type {((inputs?: Notify_Mark_All_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mark_All_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_mark_all_read(inputs)
	if (locale === "fr") return fr_notify_mark_all_read(inputs)
	if (locale === "it") return it_notify_mark_all_read(inputs)
	if (locale === "pt") return pt_notify_mark_all_read(inputs)
	if (locale === "el") return el_notify_mark_all_read(inputs)
	if (locale === "hr") return hr_notify_mark_all_read(inputs)
	return en_notify_mark_all_read(inputs)
});