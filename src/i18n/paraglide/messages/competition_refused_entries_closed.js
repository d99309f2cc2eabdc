import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_Entries_ClosedInputs */

const en_competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entries are closed for this competition.`)
};

const es_competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las inscripciones de esta competición están cerradas.`)
};

const fr_competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les inscriptions à cette compétition sont closes.`)
};

const it_competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le iscrizioni a questa gara sono chiuse.`)
};

const pt_competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As inscrições nesta competição estão fechadas.`)
};

const el_competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι δηλώσεις συμμετοχής σε αυτόν τον αγώνα έχουν κλείσει.`)
};

const hr_competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijave za ovo natjecanje su zatvorene.`)
};

/**
* | output |
* | --- |
* | "Entries are closed for this competition." |
*
* @param {Competition_Refused_Entries_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_entries_closed = /** @type {((inputs?: Competition_Refused_Entries_ClosedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Entries_ClosedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_entries_closed(inputs)
	if (locale === "fr") return fr_competition_refused_entries_closed(inputs)
	if (locale === "it") return it_competition_refused_entries_closed(inputs)
	if (locale === "pt") return pt_competition_refused_entries_closed(inputs)
	if (locale === "el") return el_competition_refused_entries_closed(inputs)
	if (locale === "hr") return hr_competition_refused_entries_closed(inputs)
	return en_competition_refused_entries_closed(inputs)
});