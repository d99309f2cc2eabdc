import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_StartedInputs */

const en_competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The competition has started: only its description may change now.`)
};

const es_competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La competición ya ha empezado: ahora solo se puede cambiar la descripción.`)
};

const fr_competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La compétition a commencé : seule sa description peut encore changer.`)
};

const it_competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La gara è iniziata: ora si può cambiare solo la descrizione.`)
};

const pt_competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A competição já começou: agora só a descrição pode mudar.`)
};

const el_competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο αγώνας έχει ξεκινήσει: τώρα αλλάζει μόνο η περιγραφή του.`)
};

const hr_competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natjecanje je počelo: sada se može mijenjati samo opis.`)
};

/**
* | output |
* | --- |
* | "The competition has started: only its description may change now." |
*
* @param {Competition_Refused_StartedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_started = /** @type {((inputs?: Competition_Refused_StartedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_StartedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_started(inputs)
	if (locale === "fr") return fr_competition_refused_started(inputs)
	if (locale === "it") return it_competition_refused_started(inputs)
	if (locale === "pt") return pt_competition_refused_started(inputs)
	if (locale === "el") return el_competition_refused_started(inputs)
	if (locale === "hr") return hr_competition_refused_started(inputs)
	return en_competition_refused_started(inputs)
});