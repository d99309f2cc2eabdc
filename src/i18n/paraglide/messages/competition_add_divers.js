import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Add_DiversInputs */

const en_competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers (emails, comma separated; the first enters)`)
};

const es_competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescadores (correos, separados por comas; el primero hace la inscripción)`)
};

const fr_competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chasseurs (e-mails, séparés par des virgules ; le premier inscrit l’équipe)`)
};

const it_competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescatori (email, separate da virgole; il primo fa l’iscrizione)`)
};

const pt_competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participantes (e-mails, separados por vírgulas; o primeiro faz a inscrição)`)
};

const el_competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαροντουφεκάδες (email, χωρισμένα με κόμμα· ο πρώτος κάνει τη δήλωση)`)
};

const hr_competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ronioci (e-adrese, odvojene zarezom; prvi podnosi prijavu)`)
};

/**
* | output |
* | --- |
* | "Divers (emails, comma separated; the first enters)" |
*
* @param {Competition_Add_DiversInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_add_divers = /** @type {((inputs?: Competition_Add_DiversInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Add_DiversInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_add_divers(inputs)
	if (locale === "fr") return fr_competition_add_divers(inputs)
	if (locale === "it") return it_competition_add_divers(inputs)
	if (locale === "pt") return pt_competition_add_divers(inputs)
	if (locale === "el") return el_competition_add_divers(inputs)
	if (locale === "hr") return hr_competition_add_divers(inputs)
	return en_competition_add_divers(inputs)
});