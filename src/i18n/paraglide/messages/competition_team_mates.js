import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Team_MatesInputs */

const en_competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team mates (emails, comma separated)`)
};

const es_competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compañeros de equipo (correos, separados por comas)`)
};

const fr_competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coéquipiers (e-mails, séparés par des virgules)`)
};

const it_competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagni di squadra (email, separate da virgole)`)
};

const pt_competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colegas de equipa (e-mails, separados por vírgulas)`)
};

const el_competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συμπαίκτες (email, χωρισμένα με κόμμα)`)
};

const hr_competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Članovi ekipe (e-adrese, odvojene zarezom)`)
};

/**
* | output |
* | --- |
* | "Team mates (emails, comma separated)" |
*
* @param {Competition_Team_MatesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_team_mates = /** @type {((inputs?: Competition_Team_MatesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_MatesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_team_mates(inputs)
	if (locale === "fr") return fr_competition_team_mates(inputs)
	if (locale === "it") return it_competition_team_mates(inputs)
	if (locale === "pt") return pt_competition_team_mates(inputs)
	if (locale === "el") return el_competition_team_mates(inputs)
	if (locale === "hr") return hr_competition_team_mates(inputs)
	return en_competition_team_mates(inputs)
});