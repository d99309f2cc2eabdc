import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Published_TitleInputs */

const en_notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new competition`)
};

const es_notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una nueva competición`)
};

const fr_notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle compétition`)
};

const it_notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una nuova gara`)
};

const pt_notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma nova competição`)
};

const el_notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας νέος αγώνας`)
};

const hr_notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo natjecanje`)
};

/**
* | output |
* | --- |
* | "A new competition" |
*
* @param {Notify_Published_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_published_title = /** @type {((inputs?: Notify_Published_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Published_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_published_title(inputs)
	if (locale === "fr") return fr_notify_published_title(inputs)
	if (locale === "it") return it_notify_published_title(inputs)
	if (locale === "pt") return pt_notify_published_title(inputs)
	if (locale === "el") return el_notify_published_title(inputs)
	if (locale === "hr") return hr_notify_published_title(inputs)
	return en_notify_published_title(inputs)
});