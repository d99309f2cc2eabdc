import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_Developer_OnInputs */

const en_people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on: visitors sign up and apply for developer access in one go, whatever the joining mode.`)
};

const es_people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activado: los visitantes se registran y piden acceso de desarrollador de una vez, sea cual sea el modo de altas.`)
};

const fr_people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activée : les visiteurs s’inscrivent et demandent l’accès développeur en une fois, quel que soit le mode d’adhésion.`)
};

const it_people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`attiva: i visitatori si iscrivono e chiedono l’accesso da sviluppatore in un colpo solo, qualunque sia il modo di iscrizione.`)
};

const pt_people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ativo: os visitantes registam-se e pedem acesso de programador de uma só vez, seja qual for o modo de entrada.`)
};

const el_people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ενεργή: οι επισκέπτες εγγράφονται και κάνουν αίτηση πρόσβασης προγραμματιστή μαζί, όποιος κι αν είναι ο τρόπος εγγραφής.`)
};

const hr_people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`uključeno: posjetitelji se registriraju i traže pristup za programere u jednom koraku, bez obzira na način učlanjenja.`)
};

/**
* | output |
* | --- |
* | "on: visitors sign up and apply for developer access in one go, whatever the joining mode." |
*
* @param {People_Joining_Developer_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_developer_on = /** @type {((inputs?: People_Joining_Developer_OnInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Developer_OnInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_developer_on(inputs)
	if (locale === "fr") return fr_people_joining_developer_on(inputs)
	if (locale === "it") return it_people_joining_developer_on(inputs)
	if (locale === "pt") return pt_people_joining_developer_on(inputs)
	if (locale === "el") return el_people_joining_developer_on(inputs)
	if (locale === "hr") return hr_people_joining_developer_on(inputs)
	return en_people_joining_developer_on(inputs)
});