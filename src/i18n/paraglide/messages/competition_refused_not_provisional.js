import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_Not_ProvisionalInputs */

const en_competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The results are not provisional: protests and finalizing wait for the end of the competition, and stop once the results are final.`)
};

const es_competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los resultados no son provisionales: las reclamaciones y el cierre esperan al final de la competición y se acaban cuando los resultados son definitivos.`)
};

const fr_competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats ne sont pas provisoires : réclamations et validation attendent la fin de la compétition, et s’arrêtent une fois les résultats définitifs.`)
};

const it_competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I risultati non sono provvisori: reclami e chiusura aspettano la fine della gara e finiscono quando i risultati sono definitivi.`)
};

const pt_competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os resultados não são provisórios: protestos e fecho esperam pelo fim da competição e acabam quando os resultados são finais.`)
};

const el_competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα δεν είναι προσωρινά: οι ενστάσεις και η οριστικοποίηση περιμένουν τη λήξη του αγώνα και σταματούν όταν τα αποτελέσματα γίνουν οριστικά.`)
};

const hr_competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rezultati nisu privremeni: prigovori i potvrda čekaju završetak natjecanja, a prestaju kad su rezultati konačni.`)
};

/**
* | output |
* | --- |
* | "The results are not provisional: protests and finalizing wait for the end of the competition, and stop once the results are final." |
*
* @param {Competition_Refused_Not_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_not_provisional = /** @type {((inputs?: Competition_Refused_Not_ProvisionalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Not_ProvisionalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_not_provisional(inputs)
	if (locale === "fr") return fr_competition_refused_not_provisional(inputs)
	if (locale === "it") return it_competition_refused_not_provisional(inputs)
	if (locale === "pt") return pt_competition_refused_not_provisional(inputs)
	if (locale === "el") return el_competition_refused_not_provisional(inputs)
	if (locale === "hr") return hr_competition_refused_not_provisional(inputs)
	return en_competition_refused_not_provisional(inputs)
});