import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Setup_LeadInputs */

const en_join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody runs this catchd yet. Create the first administrator: you.`)
};

const es_join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie administra todavía este catchd. Crea el primer administrador: tú.`)
};

const fr_join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’administre encore ce catchd. Créez le premier administrateur : vous.`)
};

const it_join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuno gestisce ancora questo catchd. Crea il primo amministratore: tu.`)
};

const pt_join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém gere ainda este catchd. Crie o primeiro administrador: você.`)
};

const el_join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κανείς δεν διαχειρίζεται ακόμη αυτό το catchd. Δημιουργήστε τον πρώτο διαχειριστή: εσάς.`)
};

const hr_join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovim catchd još nitko ne upravlja. Stvorite prvog administratora: sebe.`)
};

/**
* | output |
* | --- |
* | "Nobody runs this catchd yet. Create the first administrator: you." |
*
* @param {Join_Setup_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_setup_lead = /** @type {((inputs?: Join_Setup_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_setup_lead(inputs)
	if (locale === "fr") return fr_join_setup_lead(inputs)
	if (locale === "it") return it_join_setup_lead(inputs)
	if (locale === "pt") return pt_join_setup_lead(inputs)
	if (locale === "el") return el_join_setup_lead(inputs)
	if (locale === "hr") return hr_join_setup_lead(inputs)
	return en_join_setup_lead(inputs)
});