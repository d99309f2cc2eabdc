import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_LabelInputs */

const en_password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const es_password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

const fr_password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

const it_password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const pt_password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha`)
};

const el_password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κωδικός πρόσβασης`)
};

const hr_password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lozinka`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Password_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const password_label = /** @type {((inputs?: Password_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_password_label(inputs)
	if (locale === "fr") return fr_password_label(inputs)
	if (locale === "it") return it_password_label(inputs)
	if (locale === "pt") return pt_password_label(inputs)
	if (locale === "el") return el_password_label(inputs)
	if (locale === "hr") return hr_password_label(inputs)
	return en_password_label(inputs)
});