import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_ForbiddenInputs */

const en_competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account cannot do this in this competition.`)
};

const es_competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta no puede hacer esto en esta competición.`)
};

const fr_competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte ne peut pas faire cela dans cette compétition.`)
};

const it_competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo account non può farlo in questa gara.`)
};

const pt_competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta não pode fazer isto nesta competição.`)
};

const el_competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας δεν μπορεί να το κάνει αυτό σε αυτόν τον αγώνα.`)
};

const hr_competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš račun ovo ne može učiniti u ovom natjecanju.`)
};

/**
* | output |
* | --- |
* | "Your account cannot do this in this competition." |
*
* @param {Competition_Refused_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_forbidden = /** @type {((inputs?: Competition_Refused_ForbiddenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_ForbiddenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_forbidden(inputs)
	if (locale === "fr") return fr_competition_refused_forbidden(inputs)
	if (locale === "it") return it_competition_refused_forbidden(inputs)
	if (locale === "pt") return pt_competition_refused_forbidden(inputs)
	if (locale === "el") return el_competition_refused_forbidden(inputs)
	if (locale === "hr") return hr_competition_refused_forbidden(inputs)
	return en_competition_refused_forbidden(inputs)
});