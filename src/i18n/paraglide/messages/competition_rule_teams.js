import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_TeamsInputs */

const en_competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teams of up to ${i?.count}: the members’ fish are pooled.`)
};

const es_competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Equipos de hasta ${i?.count}: las piezas de sus miembros suman juntas.`)
};

const fr_competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Équipes de ${i?.count} au plus : les poissons des coéquipiers sont mis en commun.`)
};

const it_competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Squadre fino a ${i?.count}: i pesci dei componenti si sommano.`)
};

const pt_competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Equipas até ${i?.count}: os peixes dos membros somam-se.`)
};

const el_competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ομάδες έως ${i?.count} ατόμων: τα ψάρια των μελών μετράνε μαζί.`)
};

const hr_competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ekipe do ${i?.count} člana: ribe članova zbrajaju se zajedno.`)
};

/**
* | output |
* | --- |
* | "Teams of up to {count}: the members’ fish are pooled." |
*
* @param {Competition_Rule_TeamsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_teams = /** @type {((inputs: Competition_Rule_TeamsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_TeamsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_teams(inputs)
	if (locale === "fr") return fr_competition_rule_teams(inputs)
	if (locale === "it") return it_competition_rule_teams(inputs)
	if (locale === "pt") return pt_competition_rule_teams(inputs)
	if (locale === "el") return el_competition_rule_teams(inputs)
	if (locale === "hr") return hr_competition_rule_teams(inputs)
	return en_competition_rule_teams(inputs)
});