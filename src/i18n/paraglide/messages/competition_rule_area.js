import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Rule_AreaInputs */

const en_competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only fish caught inside the marked area count; a catch without a location does not.`)
};

const es_competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puntúan las piezas capturadas dentro de la zona marcada; una captura sin ubicación no puntúa.`)
};

const fr_competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les poissons pris dans la zone balisée comptent ; une prise sans position ne compte pas.`)
};

const it_competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valgono solo i pesci catturati dentro il campo gara; una cattura senza posizione non vale.`)
};

const pt_competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só contam os peixes capturados dentro da zona marcada; uma captura sem localização não conta.`)
};

const el_competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετράνε μόνο τα ψάρια που πιάστηκαν μέσα στο οριοθετημένο πεδίο· ψαριά χωρίς τοποθεσία δεν μετράει.`)
};

const hr_competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boduju se samo ribe ulovljene unutar označene zone; ulov bez lokacije ne boduje se.`)
};

/**
* | output |
* | --- |
* | "Only fish caught inside the marked area count; a catch without a location does not." |
*
* @param {Competition_Rule_AreaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_area = /** @type {((inputs?: Competition_Rule_AreaInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_AreaInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_area(inputs)
	if (locale === "fr") return fr_competition_rule_area(inputs)
	if (locale === "it") return it_competition_rule_area(inputs)
	if (locale === "pt") return pt_competition_rule_area(inputs)
	if (locale === "el") return el_competition_rule_area(inputs)
	if (locale === "hr") return hr_competition_rule_area(inputs)
	return en_competition_rule_area(inputs)
});