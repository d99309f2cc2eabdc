import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Access_NoteInputs */

const en_people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything else (logging, verifying, administration) always needs an account.`)
};

const es_people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo demás (registrar, verificar, administrar) siempre necesita una cuenta.`)
};

const fr_people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le reste (saisie, vérification, administration) demande toujours un compte.`)
};

const it_people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutto il resto (registrare, verificare, amministrare) richiede sempre un account.`)
};

const pt_people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo o resto (registar, verificar, administrar) precisa sempre de uma conta.`)
};

const el_people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλα τα υπόλοιπα (καταχώριση, επαλήθευση, διαχείριση) απαιτούν πάντα λογαριασμό.`)
};

const hr_people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sve ostalo (unos, provjera, administracija) uvijek traži račun.`)
};

/**
* | output |
* | --- |
* | "Everything else (logging, verifying, administration) always needs an account." |
*
* @param {People_Access_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_access_note = /** @type {((inputs?: People_Access_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Access_NoteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_access_note(inputs)
	if (locale === "fr") return fr_people_access_note(inputs)
	if (locale === "it") return it_people_access_note(inputs)
	if (locale === "pt") return pt_people_access_note(inputs)
	if (locale === "el") return el_people_access_note(inputs)
	if (locale === "hr") return hr_people_access_note(inputs)
	return en_people_access_note(inputs)
});