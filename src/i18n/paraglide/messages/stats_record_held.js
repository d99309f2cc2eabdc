import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ held: NonNullable<unknown>, shown: NonNullable<unknown> }} Stats_Record_HeldInputs */

const en_stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Club record held in ${i?.held} of ${i?.shown}; the marks are the club’s records.`)
};

const es_stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tienes el récord del club en ${i?.held} de ${i?.shown}; las marcas son los récords del club.`)
};

const fr_stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous détenez le record du club pour ${i?.held} sur ${i?.shown} ; les repères sont les records du club.`)
};

const it_stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hai il record del club in ${i?.held} su ${i?.shown}; i segni sono i record del club.`)
};

const pt_stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorde do clube em ${i?.held} de ${i?.shown}; as marcas são os recordes do clube.`)
};

const el_stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κατέχετε το ρεκόρ του συλλόγου σε ${i?.held} από ${i?.shown}· τα σημάδια είναι τα ρεκόρ του συλλόγου.`)
};

const hr_stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Klupski rekord držite u ${i?.held} od ${i?.shown}; oznake su klupski rekordi.`)
};

/**
* | output |
* | --- |
* | "Club record held in {held} of {shown}; the marks are the club’s records." |
*
* @param {Stats_Record_HeldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_record_held = /** @type {((inputs: Stats_Record_HeldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_HeldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_record_held(inputs)
	if (locale === "fr") return fr_stats_record_held(inputs)
	if (locale === "it") return it_stats_record_held(inputs)
	if (locale === "pt") return pt_stats_record_held(inputs)
	if (locale === "el") return el_stats_record_held(inputs)
	if (locale === "hr") return hr_stats_record_held(inputs)
	return en_stats_record_held(inputs)
});