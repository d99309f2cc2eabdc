import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ add: NonNullable<unknown> }} Join_Closed_AddInputs */

const en_join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody joins at the moment (CATCHD_SIGNUP=closed): add people with “${i?.add}” below.`)
};

const es_join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se une nadie (CATCHD_SIGNUP=closed): añade personas con «${i?.add}», más abajo.`)
};

const fr_join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personne ne peut rejoindre le club pour le moment (CATCHD_SIGNUP=closed) : ajoutez des personnes avec « ${i?.add} » ci-dessous.`)
};

const it_join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al momento non entra nessuno (CATCHD_SIGNUP=closed): aggiungi persone con «${i?.add}» qui sotto.`)
};

const pt_join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De momento ninguém entra (CATCHD_SIGNUP=closed): adicione pessoas com "${i?.add}", mais abaixo.`)
};

const el_join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αυτή τη στιγμή δεν γίνονται εγγραφές (CATCHD_SIGNUP=closed): προσθέστε άτομα με το «${i?.add}» παρακάτω.`)
};

const hr_join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trenutačno se nitko ne može učlaniti (CATCHD_SIGNUP=closed): dodajte osobe pomoću „${i?.add}” niže.`)
};

/**
* | output |
* | --- |
* | "Nobody joins at the moment (CATCHD_SIGNUP=closed): add people with “{add}” below." |
*
* @param {Join_Closed_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_closed_add = /** @type {((inputs: Join_Closed_AddInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Closed_AddInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_closed_add(inputs)
	if (locale === "fr") return fr_join_closed_add(inputs)
	if (locale === "it") return it_join_closed_add(inputs)
	if (locale === "pt") return pt_join_closed_add(inputs)
	if (locale === "el") return el_join_closed_add(inputs)
	if (locale === "hr") return hr_join_closed_add(inputs)
	return en_join_closed_add(inputs)
});