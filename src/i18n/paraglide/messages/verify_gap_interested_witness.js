import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Gap_Interested_WitnessInputs */

const en_verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the witness must be neither the diver nor the verifier`)
};

const es_verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el testigo no puede ser ni el pescador ni quien verifica`)
};

const fr_verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le témoin ne doit être ni le chasseur ni le validateur`)
};

const it_verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il testimone non può essere né il pescatore né chi verifica`)
};

const pt_verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a testemunha não pode ser nem o pescador nem quem verifica`)
};

const el_verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ο μάρτυρας δεν μπορεί να είναι ούτε ο ψαροντουφεκάς ούτε ο ελεγκτής`)
};

const hr_verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`svjedok ne smije biti ni ribolovac ni provjeravatelj`)
};

/**
* | output |
* | --- |
* | "the witness must be neither the diver nor the verifier" |
*
* @param {Verify_Gap_Interested_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_interested_witness = /** @type {((inputs?: Verify_Gap_Interested_WitnessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Interested_WitnessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_gap_interested_witness(inputs)
	if (locale === "fr") return fr_verify_gap_interested_witness(inputs)
	if (locale === "it") return it_verify_gap_interested_witness(inputs)
	if (locale === "pt") return pt_verify_gap_interested_witness(inputs)
	if (locale === "el") return el_verify_gap_interested_witness(inputs)
	if (locale === "hr") return hr_verify_gap_interested_witness(inputs)
	return en_verify_gap_interested_witness(inputs)
});