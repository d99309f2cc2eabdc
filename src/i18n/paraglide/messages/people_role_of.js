import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} People_Role_OfInputs */

const en_people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role of ${i?.name}`)
};

const es_people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rol de ${i?.name}`)
};

const fr_people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rôle de ${i?.name}`)
};

const it_people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ruolo di ${i?.name}`)
};

const pt_people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Função de ${i?.name}`)
};

const el_people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ρόλος του/της ${i?.name}`)
};

const hr_people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uloga osobe ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Role of {name}" |
*
* @param {People_Role_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_role_of = /** @type {((inputs: People_Role_OfInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_OfInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_role_of(inputs)
	if (locale === "fr") return fr_people_role_of(inputs)
	if (locale === "it") return it_people_role_of(inputs)
	if (locale === "pt") return pt_people_role_of(inputs)
	if (locale === "el") return el_people_role_of(inputs)
	if (locale === "hr") return hr_people_role_of(inputs)
	return en_people_role_of(inputs)
});