import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Join_Password_LabelInputs */

const en_join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password (at least ${i?.min} characters)`)
};

const es_join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contraseña (al menos ${i?.min} caracteres)`)
};

const fr_join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mot de passe (${i?.min} caractères minimum)`)
};

const it_join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password (almeno ${i?.min} caratteri)`)
};

const pt_join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Senha (pelo menos ${i?.min} caracteres)`)
};

const el_join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κωδικός πρόσβασης (τουλάχιστον ${i?.min} χαρακτήρες)`)
};

const hr_join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lozinka (najmanje ${i?.min} znakova)`)
};

/**
* | output |
* | --- |
* | "Password (at least {min} characters)" |
*
* @param {Join_Password_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_password_label = /** @type {((inputs: Join_Password_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Password_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_password_label(inputs)
	if (locale === "fr") return fr_join_password_label(inputs)
	if (locale === "it") return it_join_password_label(inputs)
	if (locale === "pt") return pt_join_password_label(inputs)
	if (locale === "el") return el_join_password_label(inputs)
	if (locale === "hr") return hr_join_password_label(inputs)
	return en_join_password_label(inputs)
});