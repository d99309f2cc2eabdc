import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown>, tier: NonNullable<unknown>, previous: NonNullable<unknown> }} Notify_Catch_Graded_TextInputs */

const en_notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A verifier graded your ${i?.species} ${i?.tier} (it was ${i?.previous}).`)
};

const es_notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un verificador asignó a tu captura de ${i?.species} el nivel ${i?.tier} (antes: ${i?.previous}).`)
};

const fr_notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un valideur a attribué le niveau ${i?.tier} à votre prise (${i?.species}) (auparavant : ${i?.previous}).`)
};

const it_notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un verificatore ha assegnato alla tua cattura di ${i?.species} il livello ${i?.tier} (prima: ${i?.previous}).`)
};

const pt_notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um verificador atribuiu o nível ${i?.tier} à sua captura de ${i?.species} (antes: ${i?.previous}).`)
};

const el_notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ένας επαληθευτής έδωσε στην ψαριά σας (${i?.species}) το επίπεδο «${i?.tier}» (πριν: «${i?.previous}»).`)
};

const hr_notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Provjeravatelj je vašem ulovu (${i?.species}) dodijelio razinu: ${i?.tier} (prije: ${i?.previous}).`)
};

/**
* | output |
* | --- |
* | "A verifier graded your {species} {tier} (it was {previous})." |
*
* @param {Notify_Catch_Graded_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_catch_graded_text = /** @type {((inputs: Notify_Catch_Graded_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Graded_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_catch_graded_text(inputs)
	if (locale === "fr") return fr_notify_catch_graded_text(inputs)
	if (locale === "it") return it_notify_catch_graded_text(inputs)
	if (locale === "pt") return pt_notify_catch_graded_text(inputs)
	if (locale === "el") return el_notify_catch_graded_text(inputs)
	if (locale === "hr") return hr_notify_catch_graded_text(inputs)
	return en_notify_catch_graded_text(inputs)
});