import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Protest_UpheldInputs */

const en_competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`upheld`)
};

const es_competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aceptada`)
};

const fr_competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`acceptée`)
};

const it_competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`accolto`)
};

const pt_competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aceite`)
};

const el_competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`έγινε δεκτή`)
};

const hr_competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prihvaćen`)
};

/**
* | output |
* | --- |
* | "upheld" |
*
* @param {Competition_Protest_UpheldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_protest_upheld = /** @type {((inputs?: Competition_Protest_UpheldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_UpheldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_protest_upheld(inputs)
	if (locale === "fr") return fr_competition_protest_upheld(inputs)
	if (locale === "it") return it_competition_protest_upheld(inputs)
	if (locale === "pt") return pt_competition_protest_upheld(inputs)
	if (locale === "el") return el_competition_protest_upheld(inputs)
	if (locale === "hr") return hr_competition_protest_upheld(inputs)
	return en_competition_protest_upheld(inputs)
});