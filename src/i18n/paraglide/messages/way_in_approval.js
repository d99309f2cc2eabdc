import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Way_In_ApprovalInputs */

const en_way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New here? ${i?.link}: an admin approves new members.`)
};

const es_way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Primera vez aquí? ${i?.link}: un administrador aprueba a los nuevos miembros.`)
};

const fr_way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore membre ? ${i?.link} : un administrateur valide les nouveaux membres.`)
};

const it_way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prima volta qui? ${i?.link}: un amministratore approva i nuovi soci.`)
};

const pt_way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Primeira vez aqui? ${i?.link}: um administrador aprova os novos membros.`)
};

const el_way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρώτη φορά εδώ; ${i?.link}: ένας διαχειριστής εγκρίνει τα νέα μέλη.`)
};

const hr_way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prvi put ovdje? ${i?.link}: administrator odobrava nove članove.`)
};

/**
* | output |
* | --- |
* | "New here? {link}: an admin approves new members." |
*
* @param {Way_In_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_approval = /** @type {((inputs: Way_In_ApprovalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_ApprovalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_way_in_approval(inputs)
	if (locale === "fr") return fr_way_in_approval(inputs)
	if (locale === "it") return it_way_in_approval(inputs)
	if (locale === "pt") return pt_way_in_approval(inputs)
	if (locale === "el") return el_way_in_approval(inputs)
	if (locale === "hr") return hr_way_in_approval(inputs)
	return en_way_in_approval(inputs)
});