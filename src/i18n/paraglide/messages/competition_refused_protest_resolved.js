import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_Protest_ResolvedInputs */

const en_competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This protest has already been decided.`)
};

const es_competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta reclamación ya está resuelta.`)
};

const fr_competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réclamation a déjà été tranchée.`)
};

const it_competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo reclamo è già stato deciso.`)
};

const pt_competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este protesto já foi decidido.`)
};

const el_competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για αυτή την ένσταση έχει ήδη ληφθεί απόφαση.`)
};

const hr_competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ovom je prigovoru već odlučeno.`)
};

/**
* | output |
* | --- |
* | "This protest has already been decided." |
*
* @param {Competition_Refused_Protest_ResolvedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_protest_resolved = /** @type {((inputs?: Competition_Refused_Protest_ResolvedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Protest_ResolvedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_protest_resolved(inputs)
	if (locale === "fr") return fr_competition_refused_protest_resolved(inputs)
	if (locale === "it") return it_competition_refused_protest_resolved(inputs)
	if (locale === "pt") return pt_competition_refused_protest_resolved(inputs)
	if (locale === "el") return el_competition_refused_protest_resolved(inputs)
	if (locale === "hr") return hr_competition_refused_protest_resolved(inputs)
	return en_competition_refused_protest_resolved(inputs)
});