import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_RotateInputs */

const en_dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rotate secret`)
};

const es_dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar el secreto`)
};

const fr_dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouveler le secret`)
};

const it_dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinnova il segreto`)
};

const pt_dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar o segredo`)
};

const el_dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανανέωση μυστικού`)
};

const hr_dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obnovi tajnu`)
};

/**
* | output |
* | --- |
* | "Rotate secret" |
*
* @param {Dev_RotateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_rotate = /** @type {((inputs?: Dev_RotateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RotateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_rotate(inputs)
	if (locale === "fr") return fr_dev_rotate(inputs)
	if (locale === "it") return it_dev_rotate(inputs)
	if (locale === "pt") return pt_dev_rotate(inputs)
	if (locale === "el") return el_dev_rotate(inputs)
	if (locale === "hr") return hr_dev_rotate(inputs)
	return en_dev_rotate(inputs)
});