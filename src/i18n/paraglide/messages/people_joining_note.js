import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_NoteInputs */

const en_people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These come from the server’s configuration; the operator changes them there.`)
};

const es_people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto viene de la configuración del servidor; quien lo gestiona lo cambia allí.`)
};

const fr_people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces réglages viennent de la configuration du serveur ; l’exploitant les modifie là-bas.`)
};

const it_people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questi valori vengono dalla configurazione del server; chi lo gestisce li cambia lì.`)
};

const pt_people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estes valores vêm da configuração do servidor; quem o gere altera-os lá.`)
};

const el_people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτά προέρχονται από τις ρυθμίσεις του διακομιστή· ο διαχειριστής του τα αλλάζει εκεί.`)
};

const hr_people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovo dolazi iz konfiguracije poslužitelja; operater to mijenja ondje.`)
};

/**
* | output |
* | --- |
* | "These come from the server’s configuration; the operator changes them there." |
*
* @param {People_Joining_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_note = /** @type {((inputs?: People_Joining_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_NoteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_note(inputs)
	if (locale === "fr") return fr_people_joining_note(inputs)
	if (locale === "it") return it_people_joining_note(inputs)
	if (locale === "pt") return pt_people_joining_note(inputs)
	if (locale === "el") return el_people_joining_note(inputs)
	if (locale === "hr") return hr_people_joining_note(inputs)
	return en_people_joining_note(inputs)
});