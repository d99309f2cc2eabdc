import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Kind_Competition_PublishedInputs */

const en_notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A competition is published`)
};

const es_notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se publica una competición`)
};

const fr_notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une compétition est publiée`)
};

const it_notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viene pubblicata una gara`)
};

const pt_notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma competição é publicada`)
};

const el_notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημοσιεύεται ένας αγώνας`)
};

const hr_notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objavljeno je natjecanje`)
};

/**
* | output |
* | --- |
* | "A competition is published" |
*
* @param {Notify_Kind_Competition_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_competition_published = /** @type {((inputs?: Notify_Kind_Competition_PublishedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_PublishedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_kind_competition_published(inputs)
	if (locale === "fr") return fr_notify_kind_competition_published(inputs)
	if (locale === "it") return it_notify_kind_competition_published(inputs)
	if (locale === "pt") return pt_notify_kind_competition_published(inputs)
	if (locale === "el") return el_notify_kind_competition_published(inputs)
	if (locale === "hr") return hr_notify_kind_competition_published(inputs)
	return en_notify_kind_competition_published(inputs)
});