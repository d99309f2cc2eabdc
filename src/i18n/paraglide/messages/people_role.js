import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_RoleInputs */

const en_people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

const es_people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol`)
};

const fr_people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle`)
};

const it_people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruolo`)
};

const pt_people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Função`)
};

const el_people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ρόλος`)
};

const hr_people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uloga`)
};

/**
* | output |
* | --- |
* | "Role" |
*
* @param {People_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_role = /** @type {((inputs?: People_RoleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_RoleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_role(inputs)
	if (locale === "fr") return fr_people_role(inputs)
	if (locale === "it") return it_people_role(inputs)
	if (locale === "pt") return pt_people_role(inputs)
	if (locale === "el") return el_people_role(inputs)
	if (locale === "hr") return hr_people_role(inputs)
	return en_people_role(inputs)
});