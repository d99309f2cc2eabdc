import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Role_DiverInputs */

const en_people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diver`)
};

const es_people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`buceador`)
};

const fr_people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plongeur`)
};

const it_people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sub`)
};

const pt_people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mergulhador`)
};

const el_people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`δύτης`)
};

const hr_people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ronilac`)
};

/**
* | output |
* | --- |
* | "diver" |
*
* @param {People_Role_DiverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_role_diver = /** @type {((inputs?: People_Role_DiverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_DiverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_role_diver(inputs)
	if (locale === "fr") return fr_people_role_diver(inputs)
	if (locale === "it") return it_people_role_diver(inputs)
	if (locale === "pt") return pt_people_role_diver(inputs)
	if (locale === "el") return el_people_role_diver(inputs)
	if (locale === "hr") return hr_people_role_diver(inputs)
	return en_people_role_diver(inputs)
});