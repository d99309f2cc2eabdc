import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_No_Fish_WindowInputs */

const en_competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No fish logged in the window.`)
};

const es_competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay piezas registradas en el horario de la competición.`)
};

const fr_competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun poisson déclaré pendant la compétition.`)
};

const it_competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun pesce registrato durante la gara.`)
};

const pt_competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há peixes registados durante a competição.`)
};

const el_competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν καταγράφηκαν ψάρια στη διάρκεια του αγώνα.`)
};

const hr_competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nema upisanih riba u vremenu natjecanja.`)
};

/**
* | output |
* | --- |
* | "No fish logged in the window." |
*
* @param {Competition_No_Fish_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_no_fish_window = /** @type {((inputs?: Competition_No_Fish_WindowInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_No_Fish_WindowInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_no_fish_window(inputs)
	if (locale === "fr") return fr_competition_no_fish_window(inputs)
	if (locale === "it") return it_competition_no_fish_window(inputs)
	if (locale === "pt") return pt_competition_no_fish_window(inputs)
	if (locale === "el") return el_competition_no_fish_window(inputs)
	if (locale === "hr") return hr_competition_no_fish_window(inputs)
	return en_competition_no_fish_window(inputs)
});