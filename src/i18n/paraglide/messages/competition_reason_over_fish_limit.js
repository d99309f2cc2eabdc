import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Reason_Over_Fish_LimitInputs */

const en_competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`over the limit of fish per entry (better fish count)`)
};

const es_competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`supera el máximo de piezas por inscripción (puntúan las mejores)`)
};

const fr_competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`au-delà du nombre de poissons par inscription (les meilleurs comptent)`)
};

const it_competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oltre il limite di pesci per iscrizione (valgono i migliori)`)
};

const pt_competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`acima do limite de peixes por inscrição (contam os melhores)`)
};

const el_competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`πάνω από το όριο ψαριών ανά συμμετοχή (μετράνε τα καλύτερα)`)
};

const hr_competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`iznad ograničenja riba po prijavi (boduju se bolje ribe)`)
};

/**
* | output |
* | --- |
* | "over the limit of fish per entry (better fish count)" |
*
* @param {Competition_Reason_Over_Fish_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_reason_over_fish_limit = /** @type {((inputs?: Competition_Reason_Over_Fish_LimitInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Over_Fish_LimitInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_reason_over_fish_limit(inputs)
	if (locale === "fr") return fr_competition_reason_over_fish_limit(inputs)
	if (locale === "it") return it_competition_reason_over_fish_limit(inputs)
	if (locale === "pt") return pt_competition_reason_over_fish_limit(inputs)
	if (locale === "el") return el_competition_reason_over_fish_limit(inputs)
	if (locale === "hr") return hr_competition_reason_over_fish_limit(inputs)
	return en_competition_reason_over_fish_limit(inputs)
});