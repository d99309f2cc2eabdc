import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_No_FishInputs */

const en_competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No fish logged in the competition window yet.`)
};

const es_competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay piezas registradas dentro del horario de la competición.`)
};

const fr_competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun poisson déclaré pendant la compétition pour l’instant.`)
};

const it_competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessun pesce registrato durante la gara.`)
};

const pt_competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há peixes registados durante a competição.`)
};

const el_competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχουν καταγραφεί ακόμη ψάρια στη διάρκεια του αγώνα.`)
};

const hr_competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nema upisanih riba u vremenu natjecanja.`)
};

/**
* | output |
* | --- |
* | "No fish logged in the competition window yet." |
*
* @param {Competition_No_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_no_fish = /** @type {((inputs?: Competition_No_FishInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_No_FishInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_no_fish(inputs)
	if (locale === "fr") return fr_competition_no_fish(inputs)
	if (locale === "it") return it_competition_no_fish(inputs)
	if (locale === "pt") return pt_competition_no_fish(inputs)
	if (locale === "el") return el_competition_no_fish(inputs)
	if (locale === "hr") return hr_competition_no_fish(inputs)
	return en_competition_no_fish(inputs)
});