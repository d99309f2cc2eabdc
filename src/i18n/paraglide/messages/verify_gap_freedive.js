import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Gap_FreediveInputs */

const en_verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold needs a freedive catch: record keepers do not accept scuba catches`)
};

const es_verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El oro pide una captura en apnea: los récords no admiten capturas con botella`)
};

const fr_verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’or demande une prise en apnée : les records n’acceptent pas les prises en bouteille`)
};

const it_verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’oro richiede una cattura in apnea: i record non accettano catture con le bombole`)
};

const pt_verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouro exige uma captura em apneia: os recordes não aceitam capturas com garrafa`)
};

const el_verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το χρυσό απαιτεί ψαριά σε ελεύθερη κατάδυση: τα ρεκόρ δεν δέχονται ψαριές με φιάλη`)
};

const hr_verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zlato traži ulov na dah: rekordi ne priznaju ulov s bocom`)
};

/**
* | output |
* | --- |
* | "gold needs a freedive catch: record keepers do not accept scuba catches" |
*
* @param {Verify_Gap_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_freedive = /** @type {((inputs?: Verify_Gap_FreediveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_FreediveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_gap_freedive(inputs)
	if (locale === "fr") return fr_verify_gap_freedive(inputs)
	if (locale === "it") return it_verify_gap_freedive(inputs)
	if (locale === "pt") return pt_verify_gap_freedive(inputs)
	if (locale === "el") return el_verify_gap_freedive(inputs)
	if (locale === "hr") return hr_verify_gap_freedive(inputs)
	return en_verify_gap_freedive(inputs)
});