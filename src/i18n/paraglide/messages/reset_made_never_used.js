import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ made: NonNullable<unknown> }} Reset_Made_Never_UsedInputs */

const en_reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`made ${i?.made}, never used`)
};

const es_reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`creada el ${i?.made}, sin usar`)
};

const fr_reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`créée le ${i?.made}, jamais utilisée`)
};

const it_reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`creata il ${i?.made}, mai usata`)
};

const pt_reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`criada em ${i?.made}, nunca usada`)
};

const el_reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`δημιουργήθηκε ${i?.made}, δεν χρησιμοποιήθηκε ποτέ`)
};

const hr_reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`izrađeno ${i?.made}, nikad korišteno`)
};

/**
* | output |
* | --- |
* | "made {made}, never used" |
*
* @param {Reset_Made_Never_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_made_never_used = /** @type {((inputs: Reset_Made_Never_UsedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Made_Never_UsedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_made_never_used(inputs)
	if (locale === "fr") return fr_reset_made_never_used(inputs)
	if (locale === "it") return it_reset_made_never_used(inputs)
	if (locale === "pt") return pt_reset_made_never_used(inputs)
	if (locale === "el") return el_reset_made_never_used(inputs)
	if (locale === "hr") return hr_reset_made_never_used(inputs)
	return en_reset_made_never_used(inputs)
});