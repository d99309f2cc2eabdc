import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_ApprovalInputs */

const en_people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approval: anyone signs up; admins approve or decline on the people page.`)
};

const es_people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approval: cualquiera se registra; los administradores aprueban o rechazan en la página de personas.`)
};

const fr_people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approval : chacun s’inscrit ; les administrateurs valident ou refusent sur la page des personnes.`)
};

const it_people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approval: chiunque si iscrive; gli amministratori approvano o rifiutano nella pagina delle persone.`)
};

const pt_people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approval: qualquer pessoa se regista; os administradores aprovam ou recusam na página das pessoas.`)
};

const el_people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approval: οποιοσδήποτε εγγράφεται· οι διαχειριστές εγκρίνουν ή απορρίπτουν στη σελίδα ατόμων.`)
};

const hr_people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approval: svatko se registrira; administratori odobravaju ili odbijaju na stranici osoba.`)
};

/**
* | output |
* | --- |
* | "approval: anyone signs up; admins approve or decline on the people page." |
*
* @param {People_Joining_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_approval = /** @type {((inputs?: People_Joining_ApprovalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_ApprovalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_approval(inputs)
	if (locale === "fr") return fr_people_joining_approval(inputs)
	if (locale === "it") return it_people_joining_approval(inputs)
	if (locale === "pt") return pt_people_joining_approval(inputs)
	if (locale === "el") return el_people_joining_approval(inputs)
	if (locale === "hr") return hr_people_joining_approval(inputs)
	return en_people_joining_approval(inputs)
});