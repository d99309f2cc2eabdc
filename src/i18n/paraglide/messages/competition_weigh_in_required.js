import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Weigh_In_RequiredInputs */

const en_competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required: only weighed fish count`)
};

const es_competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio: solo puntúan las piezas pesadas`)
};

const fr_competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire : seuls les poissons pesés comptent`)
};

const it_competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obbligatoria: contano solo i pesci pesati`)
};

const pt_competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigatória: só contam os peixes pesados`)
};

const el_competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υποχρεωτική: μετράνε μόνο τα ζυγισμένα ψάρια`)
};

const hr_competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obavezno: boduju se samo izvagane ribe`)
};

/**
* | output |
* | --- |
* | "Required: only weighed fish count" |
*
* @param {Competition_Weigh_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_weigh_in_required = /** @type {((inputs?: Competition_Weigh_In_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weigh_In_RequiredInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_weigh_in_required(inputs)
	if (locale === "fr") return fr_competition_weigh_in_required(inputs)
	if (locale === "it") return it_competition_weigh_in_required(inputs)
	if (locale === "pt") return pt_competition_weigh_in_required(inputs)
	if (locale === "el") return el_competition_weigh_in_required(inputs)
	if (locale === "hr") return hr_competition_weigh_in_required(inputs)
	return en_competition_weigh_in_required(inputs)
});