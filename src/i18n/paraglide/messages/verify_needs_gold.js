import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Needs_GoldInputs */

const en_verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs a photo of the weighing, the date the scale was certified, a witness who is neither diver nor verifier, and a freedive catch.`)
};

const es_verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide una foto del pesaje, la fecha de certificación de la báscula, un testigo que no sea ni el pescador ni quien verifica, y una captura en apnea.`)
};

const fr_verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande une photo de la pesée, la date de certification de la balance, un témoin qui n’est ni le chasseur ni le validateur, et une prise en apnée.`)
};

const it_verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servono una foto della pesata, la data di certificazione della bilancia, un testimone che non sia né il pescatore né chi verifica, e una cattura in apnea.`)
};

const pt_verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exige uma foto da pesagem, a data de certificação da balança, uma testemunha que não seja nem o pescador nem quem verifica, e uma captura em apneia.`)
};

const el_verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απαιτεί φωτογραφία της ζύγισης, την ημερομηνία πιστοποίησης της ζυγαριάς, μάρτυρα που δεν είναι ούτε ο ψαροντουφεκάς ούτε ο ελεγκτής, και ψαριά σε ελεύθερη κατάδυση.`)
};

const hr_verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potrebni su fotografija vaganja, datum ovjere vage, svjedok koji nije ni ribolovac ni provjeravatelj te ulov na dah.`)
};

/**
* | output |
* | --- |
* | "Needs a photo of the weighing, the date the scale was certified, a witness who is neither diver nor verifier, and a freedive catch." |
*
* @param {Verify_Needs_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_needs_gold = /** @type {((inputs?: Verify_Needs_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_needs_gold(inputs)
	if (locale === "fr") return fr_verify_needs_gold(inputs)
	if (locale === "it") return it_verify_needs_gold(inputs)
	if (locale === "pt") return pt_verify_needs_gold(inputs)
	if (locale === "el") return el_verify_needs_gold(inputs)
	if (locale === "hr") return hr_verify_needs_gold(inputs)
	return en_verify_needs_gold(inputs)
});