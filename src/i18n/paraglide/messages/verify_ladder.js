import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_LadderInputs */

const en_verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bronze needs a photo of the fish; silver also a measurement or a witness; gold a photo of the weighing, a certified scale, a witness who is neither you nor the verifier, and a freedive catch.`)
};

const es_verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El bronce pide una foto del pez; la plata, además, una medida o un testigo; el oro, una foto del pesaje, una báscula certificada, un testigo que no seas tú ni quien verifica, y una captura en apnea.`)
};

const fr_verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le bronze demande une photo du poisson ; l’argent, en plus, une mesure ou un témoin ; l’or, une photo de la pesée, une balance certifiée, un témoin qui n’est ni vous ni le validateur, et une prise en apnée.`)
};

const it_verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il bronzo richiede una foto del pesce; l’argento anche una misura o un testimone; l’oro una foto della pesata, una bilancia certificata, un testimone che non sia né tu né chi verifica, e una cattura in apnea.`)
};

const pt_verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O bronze exige uma foto do peixe; a prata, também uma medida ou uma testemunha; o ouro, uma foto da pesagem, uma balança certificada, uma testemunha que não seja o próprio pescador nem quem verifica, e uma captura em apneia.`)
};

const el_verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το χάλκινο απαιτεί φωτογραφία του ψαριού· το ασημένιο επιπλέον μέτρηση ή μάρτυρα· το χρυσό φωτογραφία της ζύγισης, πιστοποιημένη ζυγαριά, μάρτυρα που δεν είστε εσείς ούτε ο ελεγκτής, και ψαριά σε ελεύθερη κατάδυση.`)
};

const hr_verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Za broncu je potrebna fotografija ribe; za srebro još i mjera ili svjedok; za zlato fotografija vaganja, ovjerena vaga, svjedok koji niste vi ni provjeravatelj te ulov na dah.`)
};

/**
* | output |
* | --- |
* | "Bronze needs a photo of the fish; silver also a measurement or a witness; gold a photo of the weighing, a certified scale, a witness who is neither you nor t..." |
*
* @param {Verify_LadderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_ladder = /** @type {((inputs?: Verify_LadderInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LadderInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_ladder(inputs)
	if (locale === "fr") return fr_verify_ladder(inputs)
	if (locale === "it") return it_verify_ladder(inputs)
	if (locale === "pt") return pt_verify_ladder(inputs)
	if (locale === "el") return el_verify_ladder(inputs)
	if (locale === "hr") return hr_verify_ladder(inputs)
	return en_verify_ladder(inputs)
});