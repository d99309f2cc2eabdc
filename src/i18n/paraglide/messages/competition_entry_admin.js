import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Entry_AdminInputs */

const en_competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins add entries`)
};

const es_competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los administradores añaden las inscripciones`)
};

const fr_competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les administrateurs ajoutent les inscriptions`)
};

const it_competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gli amministratori aggiungono le iscrizioni`)
};

const pt_competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os administradores adicionam as inscrições`)
};

const el_competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι διαχειριστές καταχωρίζουν τις συμμετοχές`)
};

const hr_competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administratori dodaju prijave`)
};

/**
* | output |
* | --- |
* | "Admins add entries" |
*
* @param {Competition_Entry_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_entry_admin = /** @type {((inputs?: Competition_Entry_AdminInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entry_AdminInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_entry_admin(inputs)
	if (locale === "fr") return fr_competition_entry_admin(inputs)
	if (locale === "it") return it_competition_entry_admin(inputs)
	if (locale === "pt") return pt_competition_entry_admin(inputs)
	if (locale === "el") return el_competition_entry_admin(inputs)
	if (locale === "hr") return hr_competition_entry_admin(inputs)
	return en_competition_entry_admin(inputs)
});