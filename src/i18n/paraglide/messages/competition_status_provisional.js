import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Status_ProvisionalInputs */

const en_competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional results: protests open`)
};

const es_competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisionales: plazo de reclamaciones abierto`)
};

const fr_competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats provisoires : réclamations ouvertes`)
};

const it_competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risultati provvisori: reclami aperti`)
};

const pt_competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisórios: prazo de protestos aberto`)
};

const el_competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσωρινά αποτελέσματα: ανοιχτές ενστάσεις`)
};

const hr_competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privremeni rezultati: prigovori su otvoreni`)
};

/**
* | output |
* | --- |
* | "Provisional results: protests open" |
*
* @param {Competition_Status_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_status_provisional = /** @type {((inputs?: Competition_Status_ProvisionalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_ProvisionalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_status_provisional(inputs)
	if (locale === "fr") return fr_competition_status_provisional(inputs)
	if (locale === "it") return it_competition_status_provisional(inputs)
	if (locale === "pt") return pt_competition_status_provisional(inputs)
	if (locale === "el") return el_competition_status_provisional(inputs)
	if (locale === "hr") return hr_competition_status_provisional(inputs)
	return en_competition_status_provisional(inputs)
});