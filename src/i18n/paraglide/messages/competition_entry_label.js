import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Entry_LabelInputs */

const en_competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who enters`)
};

const es_competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién inscribe`)
};

const fr_competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui inscrit`)
};

const it_competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chi iscrive`)
};

const pt_competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem faz a inscrição`)
};

const el_competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ποιος δηλώνει συμμετοχή`)
};

const hr_competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tko prijavljuje`)
};

/**
* | output |
* | --- |
* | "Who enters" |
*
* @param {Competition_Entry_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_entry_label = /** @type {((inputs?: Competition_Entry_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entry_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_entry_label(inputs)
	if (locale === "fr") return fr_competition_entry_label(inputs)
	if (locale === "it") return it_competition_entry_label(inputs)
	if (locale === "pt") return pt_competition_entry_label(inputs)
	if (locale === "el") return el_competition_entry_label(inputs)
	if (locale === "hr") return hr_competition_entry_label(inputs)
	return en_competition_entry_label(inputs)
});