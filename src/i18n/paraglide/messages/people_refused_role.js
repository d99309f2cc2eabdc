import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Refused_RoleInputs */

const en_people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be one of admin, verifier, diver`)
};

const es_people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debe ser administrador, verificador o buceador.`)
};

const fr_people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doit être administrateur, vérificateur ou plongeur.`)
};

const it_people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deve essere amministratore, verificatore o sub.`)
};

const pt_people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem de ser administrador, verificador ou mergulhador.`)
};

const el_people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι διαχειριστής, ελεγκτής ή δύτης.`)
};

const hr_people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mora biti administrator, verifikator ili ronilac.`)
};

/**
* | output |
* | --- |
* | "must be one of admin, verifier, diver" |
*
* @param {People_Refused_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_refused_role = /** @type {((inputs?: People_Refused_RoleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Refused_RoleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_refused_role(inputs)
	if (locale === "fr") return fr_people_refused_role(inputs)
	if (locale === "it") return it_people_refused_role(inputs)
	if (locale === "pt") return pt_people_refused_role(inputs)
	if (locale === "el") return el_people_refused_role(inputs)
	if (locale === "hr") return hr_people_refused_role(inputs)
	return en_people_refused_role(inputs)
});