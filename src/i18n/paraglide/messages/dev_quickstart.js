import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_QuickstartInputs */

const en_dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quickstart`)
};

const es_dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guía rápida`)
};

const fr_dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guide de démarrage`)
};

const it_dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guida rapida`)
};

const pt_dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guia rápido`)
};

const el_dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`οδηγό γρήγορης εκκίνησης`)
};

const hr_dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`brzi početak`)
};

/**
* | output |
* | --- |
* | "quickstart" |
*
* @param {Dev_QuickstartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_quickstart = /** @type {((inputs?: Dev_QuickstartInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_QuickstartInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_quickstart(inputs)
	if (locale === "fr") return fr_dev_quickstart(inputs)
	if (locale === "it") return it_dev_quickstart(inputs)
	if (locale === "pt") return pt_dev_quickstart(inputs)
	if (locale === "el") return el_dev_quickstart(inputs)
	if (locale === "hr") return hr_dev_quickstart(inputs)
	return en_dev_quickstart(inputs)
});