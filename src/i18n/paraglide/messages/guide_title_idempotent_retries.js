import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Guide_Title_Idempotent_RetriesInputs */

const en_guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idempotent retries`)
};

const es_guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentos idempotentes`)
};

const fr_guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelles tentatives idempotentes`)
};

const it_guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentativi idempotenti`)
};

const pt_guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novas tentativas idempotentes`)
};

const el_guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idempotent επαναλήψεις`)
};

const hr_guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idempotentni ponovni pokušaji`)
};

/**
* | output |
* | --- |
* | "Idempotent retries" |
*
* @param {Guide_Title_Idempotent_RetriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_title_idempotent_retries = /** @type {((inputs?: Guide_Title_Idempotent_RetriesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Idempotent_RetriesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_title_idempotent_retries(inputs)
	if (locale === "fr") return fr_guide_title_idempotent_retries(inputs)
	if (locale === "it") return it_guide_title_idempotent_retries(inputs)
	if (locale === "pt") return pt_guide_title_idempotent_retries(inputs)
	if (locale === "el") return el_guide_title_idempotent_retries(inputs)
	if (locale === "hr") return hr_guide_title_idempotent_retries(inputs)
	return en_guide_title_idempotent_retries(inputs)
});