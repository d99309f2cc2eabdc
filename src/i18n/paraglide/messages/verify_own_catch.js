import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Own_CatchInputs */

const en_verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your own catch: another verifier must grade it.`)
};

const es_verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es tu propia captura: tiene que valorarla otro verificador.`)
};

const fr_verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est votre propre prise : un autre validateur doit la noter.`)
};

const it_verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`È una tua cattura: deve valutarla un altro verificatore.`)
};

const pt_verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta captura é sua: precisa ser avaliada por outro verificador.`)
};

const el_verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είναι δική σας ψαριά: πρέπει να τη βαθμολογήσει άλλος ελεγκτής.`)
};

const hr_verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovo je vaš ulov: mora ga ocijeniti drugi provjeravatelj.`)
};

/**
* | output |
* | --- |
* | "This is your own catch: another verifier must grade it." |
*
* @param {Verify_Own_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_own_catch = /** @type {((inputs?: Verify_Own_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Own_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_own_catch(inputs)
	if (locale === "fr") return fr_verify_own_catch(inputs)
	if (locale === "it") return it_verify_own_catch(inputs)
	if (locale === "pt") return pt_verify_own_catch(inputs)
	if (locale === "el") return el_verify_own_catch(inputs)
	if (locale === "hr") return hr_verify_own_catch(inputs)
	return en_verify_own_catch(inputs)
});