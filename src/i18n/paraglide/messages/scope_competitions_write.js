import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Competitions_WriteInputs */

const en_scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create and run competitions (admins) and record weigh-ins (weighmasters)`)
};

const es_scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear y dirigir competiciones (administradores) y anotar pesajes (jueces de pesaje)`)
};

const fr_scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer et organiser des compétitions (administrateurs) et enregistrer les pesées (responsables de la pesée)`)
};

const it_scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creare e gestire gare (amministratori) e registrare le pesate (addetti alla pesatura)`)
};

const pt_scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar e gerir competições (administradores) e registrar pesagens (responsáveis pela pesagem)`)
};

const el_scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να δημιουργεί και να διοργανώνει αγώνες (διαχειριστές) και να καταγράφει ζυγίσεις (υπεύθυνοι ζύγισης)`)
};

const hr_scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izrađivati i voditi natjecanja (administratori) i bilježiti vaganja (suci vaganja)`)
};

/**
* | output |
* | --- |
* | "Create and run competitions (admins) and record weigh-ins (weighmasters)" |
*
* @param {Scope_Competitions_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_competitions_write = /** @type {((inputs?: Scope_Competitions_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Competitions_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_competitions_write(inputs)
	if (locale === "fr") return fr_scope_competitions_write(inputs)
	if (locale === "it") return it_scope_competitions_write(inputs)
	if (locale === "pt") return pt_scope_competitions_write(inputs)
	if (locale === "el") return el_scope_competitions_write(inputs)
	if (locale === "hr") return hr_scope_competitions_write(inputs)
	return en_scope_competitions_write(inputs)
});