import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Gap_MeasurementInputs */

const en_verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`silver needs a measurement (weight or length) or a witness`)
};

const es_verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el nivel plata falta una medida (peso o longitud) o un testigo`)
};

const fr_verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l’argent, il manque une mesure (poids ou longueur) ou un témoin`)
};

const it_verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per l’argento manca una misura (peso o lunghezza) o un testimone`)
};

const pt_verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para prata, falta uma medida (peso ou comprimento) ou uma testemunha`)
};

const el_verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για το ασημένιο λείπει μέτρηση (βάρος ή μήκος) ή μάρτυρας`)
};

const hr_verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Za srebro nedostaje mjera (težina ili duljina) ili svjedok`)
};

/**
* | output |
* | --- |
* | "silver needs a measurement (weight or length) or a witness" |
*
* @param {Verify_Gap_MeasurementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_measurement = /** @type {((inputs?: Verify_Gap_MeasurementInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_MeasurementInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_gap_measurement(inputs)
	if (locale === "fr") return fr_verify_gap_measurement(inputs)
	if (locale === "it") return it_verify_gap_measurement(inputs)
	if (locale === "pt") return pt_verify_gap_measurement(inputs)
	if (locale === "el") return el_verify_gap_measurement(inputs)
	if (locale === "hr") return hr_verify_gap_measurement(inputs)
	return en_verify_gap_measurement(inputs)
});