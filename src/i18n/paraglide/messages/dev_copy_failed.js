import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Copy_FailedInputs */

const en_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select the text and copy it.`)
};

const es_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciona el texto y cópialo.`)
};

const fr_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionnez le texte et copiez-le.`)
};

const it_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleziona il testo e copialo.`)
};

const pt_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione o texto e copie.`)
};

const el_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε το κείμενο και αντιγράψτε το.`)
};

const hr_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Označite tekst i kopirajte ga.`)
};

/**
* | output |
* | --- |
* | "Select the text and copy it." |
*
* @param {Dev_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_copy_failed = /** @type {((inputs?: Dev_Copy_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Copy_FailedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_copy_failed(inputs)
	if (locale === "fr") return fr_dev_copy_failed(inputs)
	if (locale === "it") return it_dev_copy_failed(inputs)
	if (locale === "pt") return pt_dev_copy_failed(inputs)
	if (locale === "el") return el_dev_copy_failed(inputs)
	if (locale === "hr") return hr_dev_copy_failed(inputs)
	return en_dev_copy_failed(inputs)
});