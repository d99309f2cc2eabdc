import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_PathInputs */

const en_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Path`)
};

const es_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta`)
};

const fr_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chemin`)
};

const it_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percorso`)
};

const pt_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caminho`)
};

const el_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαδρομή`)
};

const hr_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Putanja`)
};

/**
* | output |
* | --- |
* | "Path" |
*
* @param {Dev_PathInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_path = /** @type {((inputs?: Dev_PathInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_PathInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_path(inputs)
	if (locale === "fr") return fr_dev_path(inputs)
	if (locale === "it") return it_dev_path(inputs)
	if (locale === "pt") return pt_dev_path(inputs)
	if (locale === "el") return el_dev_path(inputs)
	if (locale === "hr") return hr_dev_path(inputs)
	return en_dev_path(inputs)
});