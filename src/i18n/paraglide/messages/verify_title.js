import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown> }} Verify_TitleInputs */

const en_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verify ${i?.species}`)
};

const es_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificar ${i?.species}`)
};

const fr_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valider ${i?.species}`)
};

const it_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifica ${i?.species}`)
};

const pt_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificar ${i?.species}`)
};

const el_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επαλήθευση: ${i?.species}`)
};

const hr_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Provjera: ${i?.species}`)
};

/**
* | output |
* | --- |
* | "Verify {species}" |
*
* @param {Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_title = /** @type {((inputs: Verify_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_title(inputs)
	if (locale === "fr") return fr_verify_title(inputs)
	if (locale === "it") return it_verify_title(inputs)
	if (locale === "pt") return pt_verify_title(inputs)
	if (locale === "el") return el_verify_title(inputs)
	if (locale === "hr") return hr_verify_title(inputs)
	return en_verify_title(inputs)
});