import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_ChangedInputs */

const en_competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The competition changed meanwhile: reload the page and try again.`)
};

const es_competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La competición ha cambiado mientras tanto: recarga la página y vuelve a intentarlo.`)
};

const fr_competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La compétition a changé entre-temps : rechargez la page et réessayez.`)
};

const it_competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nel frattempo la gara è cambiata: ricarica la pagina e riprova.`)
};

const pt_competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A competição mudou entretanto: recarregue a página e tente de novo.`)
};

const el_competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο αγώνας άλλαξε στο μεταξύ: ανανεώστε τη σελίδα και δοκιμάστε ξανά.`)
};

const hr_competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natjecanje se u međuvremenu promijenilo: ponovno učitajte stranicu i pokušajte opet.`)
};

/**
* | output |
* | --- |
* | "The competition changed meanwhile: reload the page and try again." |
*
* @param {Competition_Refused_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_changed = /** @type {((inputs?: Competition_Refused_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_changed(inputs)
	if (locale === "fr") return fr_competition_refused_changed(inputs)
	if (locale === "it") return it_competition_refused_changed(inputs)
	if (locale === "pt") return pt_competition_refused_changed(inputs)
	if (locale === "el") return el_competition_refused_changed(inputs)
	if (locale === "hr") return hr_competition_refused_changed(inputs)
	return en_competition_refused_changed(inputs)
});