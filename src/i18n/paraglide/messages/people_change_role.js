import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Change_RoleInputs */

const en_people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change role`)
};

const es_people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar rol`)
};

const fr_people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le rôle`)
};

const it_people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia ruolo`)
};

const pt_people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar função`)
};

const el_people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αλλαγή ρόλου`)
};

const hr_people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promijeni ulogu`)
};

/**
* | output |
* | --- |
* | "Change role" |
*
* @param {People_Change_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_change_role = /** @type {((inputs?: People_Change_RoleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Change_RoleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_change_role(inputs)
	if (locale === "fr") return fr_people_change_role(inputs)
	if (locale === "it") return it_people_change_role(inputs)
	if (locale === "pt") return pt_people_change_role(inputs)
	if (locale === "el") return el_people_change_role(inputs)
	if (locale === "hr") return hr_people_change_role(inputs)
	return en_people_change_role(inputs)
});