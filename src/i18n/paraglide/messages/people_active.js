import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_ActiveInputs */

const en_people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const es_people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activa`)
};

const fr_people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actif`)
};

const it_people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attivo`)
};

const pt_people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativo`)
};

const el_people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργός`)
};

const hr_people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivan`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {People_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_active = /** @type {((inputs?: People_ActiveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_ActiveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_active(inputs)
	if (locale === "fr") return fr_people_active(inputs)
	if (locale === "it") return it_people_active(inputs)
	if (locale === "pt") return pt_people_active(inputs)
	if (locale === "el") return el_people_active(inputs)
	if (locale === "hr") return hr_people_active(inputs)
	return en_people_active(inputs)
});