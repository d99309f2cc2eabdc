import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_DisableInputs */

const en_people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disable`)
};

const es_people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar`)
};

const fr_people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver`)
};

const it_people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattiva`)
};

const pt_people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar`)
};

const el_people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απενεργοποίηση`)
};

const hr_people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onemogući`)
};

/**
* | output |
* | --- |
* | "Disable" |
*
* @param {People_DisableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_disable = /** @type {((inputs?: People_DisableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_DisableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_disable(inputs)
	if (locale === "fr") return fr_people_disable(inputs)
	if (locale === "it") return it_people_disable(inputs)
	if (locale === "pt") return pt_people_disable(inputs)
	if (locale === "el") return el_people_disable(inputs)
	if (locale === "hr") return hr_people_disable(inputs)
	return en_people_disable(inputs)
});