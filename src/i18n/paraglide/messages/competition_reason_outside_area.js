import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Reason_Outside_AreaInputs */

const en_competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`caught outside the competition area (or without a location)`)
};

const es_competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`capturada fuera de la zona de competición (o sin ubicación)`)
};

const fr_competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pris hors de la zone de compétition (ou sans position)`)
};

const it_competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catturato fuori dal campo gara (o senza posizione)`)
};

const pt_competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`capturado fora da zona da competição (ou sem localização)`)
};

const el_competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`πιάστηκε εκτός του πεδίου του αγώνα (ή χωρίς τοποθεσία)`)
};

const hr_competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ulovljena izvan zone natjecanja (ili bez lokacije)`)
};

/**
* | output |
* | --- |
* | "caught outside the competition area (or without a location)" |
*
* @param {Competition_Reason_Outside_AreaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_reason_outside_area = /** @type {((inputs?: Competition_Reason_Outside_AreaInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Outside_AreaInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_reason_outside_area(inputs)
	if (locale === "fr") return fr_competition_reason_outside_area(inputs)
	if (locale === "it") return it_competition_reason_outside_area(inputs)
	if (locale === "pt") return pt_competition_reason_outside_area(inputs)
	if (locale === "el") return el_competition_reason_outside_area(inputs)
	if (locale === "hr") return hr_competition_reason_outside_area(inputs)
	return en_competition_reason_outside_area(inputs)
});