import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_ClosedInputs */

const en_people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed: nobody joins; admins add people on the people page.`)
};

const es_people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed: no se une nadie; los administradores añaden personas en la página de personas.`)
};

const fr_people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed : personne ne rejoint ; les administrateurs ajoutent des personnes sur la page des personnes.`)
};

const it_people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed: non entra nessuno; gli amministratori aggiungono persone nella pagina delle persone.`)
};

const pt_people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed: ninguém entra; os administradores adicionam pessoas na página das pessoas.`)
};

const el_people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed: δεν γίνονται εγγραφές· οι διαχειριστές προσθέτουν άτομα στη σελίδα ατόμων.`)
};

const hr_people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed: nitko se ne učlanjuje; administratori dodaju osobe na stranici osoba.`)
};

/**
* | output |
* | --- |
* | "closed: nobody joins; admins add people on the people page." |
*
* @param {People_Joining_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_closed = /** @type {((inputs?: People_Joining_ClosedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_ClosedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_closed(inputs)
	if (locale === "fr") return fr_people_joining_closed(inputs)
	if (locale === "it") return it_people_joining_closed(inputs)
	if (locale === "pt") return pt_people_joining_closed(inputs)
	if (locale === "el") return el_people_joining_closed(inputs)
	if (locale === "hr") return hr_people_joining_closed(inputs)
	return en_people_joining_closed(inputs)
});