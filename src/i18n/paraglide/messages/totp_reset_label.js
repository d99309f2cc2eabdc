import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Totp_Reset_LabelInputs */

const en_totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset the second factor of ${i?.name}`)
};

const es_totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restablecer el segundo factor de ${i?.name}`)
};

const fr_totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réinitialiser le second facteur de ${i?.name}`)
};

const it_totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reimposta il secondo fattore di ${i?.name}`)
};

const pt_totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Redefinir o segundo fator de ${i?.name}`)
};

const el_totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επαναφορά του δεύτερου παράγοντα του/της ${i?.name}`)
};

const hr_totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poništi drugi faktor za ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Reset the second factor of {name}" |
*
* @param {Totp_Reset_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_reset_label = /** @type {((inputs: Totp_Reset_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Reset_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_reset_label(inputs)
	if (locale === "fr") return fr_totp_reset_label(inputs)
	if (locale === "it") return it_totp_reset_label(inputs)
	if (locale === "pt") return pt_totp_reset_label(inputs)
	if (locale === "el") return el_totp_reset_label(inputs)
	if (locale === "hr") return hr_totp_reset_label(inputs)
	return en_totp_reset_label(inputs)
});