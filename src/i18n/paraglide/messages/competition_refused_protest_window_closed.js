import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_Protest_Window_ClosedInputs */

const en_competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The protest window has closed.`)
};

const es_competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El plazo de reclamaciones ha terminado.`)
};

const fr_competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le délai de réclamation est écoulé.`)
};

const it_competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tempo per i reclami è scaduto.`)
};

const pt_competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O prazo de protestos terminou.`)
};

const el_competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η προθεσμία ενστάσεων έληξε.`)
};

const hr_competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rok za prigovore je istekao.`)
};

/**
* | output |
* | --- |
* | "The protest window has closed." |
*
* @param {Competition_Refused_Protest_Window_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_protest_window_closed = /** @type {((inputs?: Competition_Refused_Protest_Window_ClosedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Protest_Window_ClosedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_protest_window_closed(inputs)
	if (locale === "fr") return fr_competition_refused_protest_window_closed(inputs)
	if (locale === "it") return it_competition_refused_protest_window_closed(inputs)
	if (locale === "pt") return pt_competition_refused_protest_window_closed(inputs)
	if (locale === "el") return el_competition_refused_protest_window_closed(inputs)
	if (locale === "hr") return hr_competition_refused_protest_window_closed(inputs)
	return en_competition_refused_protest_window_closed(inputs)
});