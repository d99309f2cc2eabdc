import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Guide_English_OnlyInputs */

const en_guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The guides are written in English.`)
};

const es_guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las guías están escritas en inglés.`)
};

const fr_guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les guides sont rédigés en anglais.`)
};

const it_guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le guide sono scritte in inglese.`)
};

const pt_guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os guias estão escritos em inglês.`)
};

const el_guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι οδηγοί είναι γραμμένοι στα αγγλικά.`)
};

const hr_guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vodiči su napisani na engleskom.`)
};

/**
* | output |
* | --- |
* | "The guides are written in English." |
*
* @param {Guide_English_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_english_only = /** @type {((inputs?: Guide_English_OnlyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_English_OnlyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_english_only(inputs)
	if (locale === "fr") return fr_guide_english_only(inputs)
	if (locale === "it") return it_guide_english_only(inputs)
	if (locale === "pt") return pt_guide_english_only(inputs)
	if (locale === "el") return el_guide_english_only(inputs)
	if (locale === "hr") return hr_guide_english_only(inputs)
	return en_guide_english_only(inputs)
});