import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Gap_WitnessInputs */

const en_verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold needs a disinterested witness`)
};

const es_verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el nivel oro falta un testigo imparcial`)
};

const fr_verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l’or, il manque un témoin impartial`)
};

const it_verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per l’oro manca un testimone imparziale`)
};

const pt_verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ouro, falta uma testemunha imparcial`)
};

const el_verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για το χρυσό λείπει αμερόληπτος μάρτυρας`)
};

const hr_verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Za zlato nedostaje nepristran svjedok`)
};

/**
* | output |
* | --- |
* | "gold needs a disinterested witness" |
*
* @param {Verify_Gap_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_witness = /** @type {((inputs?: Verify_Gap_WitnessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_WitnessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_gap_witness(inputs)
	if (locale === "fr") return fr_verify_gap_witness(inputs)
	if (locale === "it") return it_verify_gap_witness(inputs)
	if (locale === "pt") return pt_verify_gap_witness(inputs)
	if (locale === "el") return el_verify_gap_witness(inputs)
	if (locale === "hr") return hr_verify_gap_witness(inputs)
	return en_verify_gap_witness(inputs)
});