import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Path_FilterInputs */

const en_dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Path starts with`)
};

const es_dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ruta empieza por`)
};

const fr_dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le chemin commence par`)
};

const it_dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il percorso inizia con`)
};

const pt_dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O caminho começa com`)
};

const el_dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διαδρομή αρχίζει με`)
};

const hr_dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Putanja počinje s`)
};

/**
* | output |
* | --- |
* | "Path starts with" |
*
* @param {Dev_Path_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_path_filter = /** @type {((inputs?: Dev_Path_FilterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Path_FilterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_path_filter(inputs)
	if (locale === "fr") return fr_dev_path_filter(inputs)
	if (locale === "it") return it_dev_path_filter(inputs)
	if (locale === "pt") return pt_dev_path_filter(inputs)
	if (locale === "el") return el_dev_path_filter(inputs)
	if (locale === "hr") return hr_dev_path_filter(inputs)
	return en_dev_path_filter(inputs)
});