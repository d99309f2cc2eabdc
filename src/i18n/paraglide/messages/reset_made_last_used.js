import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ made: NonNullable<unknown>, used: NonNullable<unknown> }} Reset_Made_Last_UsedInputs */

const en_reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`made ${i?.made}, last used ${i?.used}`)
};

const es_reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`creada el ${i?.made}, último uso el ${i?.used}`)
};

const fr_reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`créée le ${i?.made}, dernière utilisation le ${i?.used}`)
};

const it_reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`creata il ${i?.made}, ultimo uso il ${i?.used}`)
};

const pt_reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`criada em ${i?.made}, último uso em ${i?.used}`)
};

const el_reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`δημιουργήθηκε ${i?.made}, τελευταία χρήση ${i?.used}`)
};

const hr_reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`izrađeno ${i?.made}, posljednja upotreba ${i?.used}`)
};

/**
* | output |
* | --- |
* | "made {made}, last used {used}" |
*
* @param {Reset_Made_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_made_last_used = /** @type {((inputs: Reset_Made_Last_UsedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Made_Last_UsedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_made_last_used(inputs)
	if (locale === "fr") return fr_reset_made_last_used(inputs)
	if (locale === "it") return it_reset_made_last_used(inputs)
	if (locale === "pt") return pt_reset_made_last_used(inputs)
	if (locale === "el") return el_reset_made_last_used(inputs)
	if (locale === "hr") return hr_reset_made_last_used(inputs)
	return en_reset_made_last_used(inputs)
});