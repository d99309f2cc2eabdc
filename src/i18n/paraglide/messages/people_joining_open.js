import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_OpenInputs */

const en_people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open: anyone signs up and joins as a diver.`)
};

const es_people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open: cualquiera se registra y entra como buceador.`)
};

const fr_people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open : chacun s’inscrit et devient plongeur.`)
};

const it_people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open: chiunque si iscrive ed entra come sub.`)
};

const pt_people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open: qualquer pessoa se regista e entra como mergulhador.`)
};

const el_people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open: οποιοσδήποτε εγγράφεται και γίνεται μέλος ως δύτης.`)
};

const hr_people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open: svatko se registrira i postaje ronilac.`)
};

/**
* | output |
* | --- |
* | "open: anyone signs up and joins as a diver." |
*
* @param {People_Joining_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_open = /** @type {((inputs?: People_Joining_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_open(inputs)
	if (locale === "fr") return fr_people_joining_open(inputs)
	if (locale === "it") return it_people_joining_open(inputs)
	if (locale === "pt") return pt_people_joining_open(inputs)
	if (locale === "el") return el_people_joining_open(inputs)
	if (locale === "hr") return hr_people_joining_open(inputs)
	return en_people_joining_open(inputs)
});