import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Kind_Competition_ResultsInputs */

const en_notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional or final results of a competition you entered`)
};

const es_notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisionales o definitivos de una competición en la que participas`)
};

const fr_notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats provisoires ou définitifs d’une compétition à laquelle vous participez`)
};

const it_notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risultati provvisori o definitivi di una gara a cui partecipi`)
};

const pt_notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisórios ou finais de uma competição em que participa`)
};

const el_notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσωρινά ή τελικά αποτελέσματα ενός αγώνα στον οποίο συμμετέχετε`)
};

const hr_notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privremeni ili konačni rezultati natjecanja na koje ste prijavljeni`)
};

/**
* | output |
* | --- |
* | "Provisional or final results of a competition you entered" |
*
* @param {Notify_Kind_Competition_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_competition_results = /** @type {((inputs?: Notify_Kind_Competition_ResultsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_ResultsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_kind_competition_results(inputs)
	if (locale === "fr") return fr_notify_kind_competition_results(inputs)
	if (locale === "it") return it_notify_kind_competition_results(inputs)
	if (locale === "pt") return pt_notify_kind_competition_results(inputs)
	if (locale === "el") return el_notify_kind_competition_results(inputs)
	if (locale === "hr") return hr_notify_kind_competition_results(inputs)
	return en_notify_kind_competition_results(inputs)
});