import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_PasswordInputs */

const en_leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password, to confirm`)
};

const es_leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña, para confirmar`)
};

const fr_leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe, pour confirmer`)
};

const it_leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua password, per confermare`)
};

const pt_leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua senha, para confirmar`)
};

const el_leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός σας, για επιβεβαίωση`)
};

const hr_leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša lozinka, za potvrdu`)
};

/**
* | output |
* | --- |
* | "Your password, to confirm" |
*
* @param {Leave_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_password = /** @type {((inputs?: Leave_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_PasswordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_password(inputs)
	if (locale === "fr") return fr_leave_password(inputs)
	if (locale === "it") return it_leave_password(inputs)
	if (locale === "pt") return pt_leave_password(inputs)
	if (locale === "el") return el_leave_password(inputs)
	if (locale === "hr") return hr_leave_password(inputs)
	return en_leave_password(inputs)
});