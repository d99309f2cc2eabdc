import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Outbox_TitleInputs */

const en_offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this phone`)
};

const es_offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En este teléfono`)
};

const fr_offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur ce téléphone`)
};

const it_offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su questo telefono`)
};

const pt_offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neste aparelho`)
};

const el_offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σε αυτό το τηλέφωνο`)
};

const hr_offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na ovom telefonu`)
};

/**
* | output |
* | --- |
* | "On this phone" |
*
* @param {Offline_Outbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_outbox_title = /** @type {((inputs?: Offline_Outbox_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Outbox_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_outbox_title(inputs)
	if (locale === "fr") return fr_offline_outbox_title(inputs)
	if (locale === "it") return it_offline_outbox_title(inputs)
	if (locale === "pt") return pt_offline_outbox_title(inputs)
	if (locale === "el") return el_offline_outbox_title(inputs)
	if (locale === "hr") return hr_offline_outbox_title(inputs)
	return en_offline_outbox_title(inputs)
});