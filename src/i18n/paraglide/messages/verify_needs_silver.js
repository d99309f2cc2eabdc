import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Needs_SilverInputs */

const en_verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs a photo, plus a measurement (weight or length) or a witness.`)
};

const es_verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide una foto y, además, una medida (peso o longitud) o un testigo.`)
};

const fr_verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande une photo, plus une mesure (poids ou longueur) ou un témoin.`)
};

const it_verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serve una foto, più una misura (peso o lunghezza) o un testimone.`)
};

const pt_verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exige uma foto e ainda uma medida (peso ou comprimento) ou uma testemunha.`)
};

const el_verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απαιτεί φωτογραφία και επιπλέον μέτρηση (βάρος ή μήκος) ή μάρτυρα.`)
};

const hr_verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potrebna je fotografija te mjera (težina ili duljina) ili svjedok.`)
};

/**
* | output |
* | --- |
* | "Needs a photo, plus a measurement (weight or length) or a witness." |
*
* @param {Verify_Needs_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_needs_silver = /** @type {((inputs?: Verify_Needs_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_needs_silver(inputs)
	if (locale === "fr") return fr_verify_needs_silver(inputs)
	if (locale === "it") return it_verify_needs_silver(inputs)
	if (locale === "pt") return pt_verify_needs_silver(inputs)
	if (locale === "el") return el_verify_needs_silver(inputs)
	if (locale === "hr") return hr_verify_needs_silver(inputs)
	return en_verify_needs_silver(inputs)
});