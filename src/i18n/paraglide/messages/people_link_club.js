import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Link_ClubInputs */

const en_people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The club: name, time zone, units, language, seasons, joining`)
};

const es_people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El club: nombre, zona horaria, unidades, idioma, temporadas, altas`)
};

const fr_people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le club : nom, fuseau horaire, unités, langue, saisons, adhésions`)
};

const it_people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il club: nome, fuso orario, unità, lingua, stagioni, iscrizioni`)
};

const pt_people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O clube: nome, fuso horário, unidades, idioma, temporadas, entrada de membros`)
};

const el_people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύλλογος: όνομα, ζώνη ώρας, μονάδες, γλώσσα, περίοδοι, εγγραφές`)
};

const hr_people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klub: ime, vremenska zona, jedinice, jezik, sezone, učlanjenje`)
};

/**
* | output |
* | --- |
* | "The club: name, time zone, units, language, seasons, joining" |
*
* @param {People_Link_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_link_club = /** @type {((inputs?: People_Link_ClubInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Link_ClubInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_link_club(inputs)
	if (locale === "fr") return fr_people_link_club(inputs)
	if (locale === "it") return it_people_link_club(inputs)
	if (locale === "pt") return pt_people_link_club(inputs)
	if (locale === "el") return el_people_link_club(inputs)
	if (locale === "hr") return hr_people_link_club(inputs)
	return en_people_link_club(inputs)
});