import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Leave_Type_EmailInputs */

const en_leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type your email (${i?.email}) to confirm`)
};

const es_leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe tu correo (${i?.email}) para confirmar`)
};

const fr_leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tapez votre adresse e-mail (${i?.email}) pour confirmer`)
};

const it_leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scrivi la tua email (${i?.email}) per confermare`)
};

const pt_leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escreva o seu e-mail (${i?.email}) para confirmar`)
};

const el_leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πληκτρολογήστε το email σας (${i?.email}) για επιβεβαίωση`)
};

const hr_leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upišite svoju e-poštu (${i?.email}) za potvrdu`)
};

/**
* | output |
* | --- |
* | "Type your email ({email}) to confirm" |
*
* @param {Leave_Type_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_type_email = /** @type {((inputs: Leave_Type_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Type_EmailInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_type_email(inputs)
	if (locale === "fr") return fr_leave_type_email(inputs)
	if (locale === "it") return it_leave_type_email(inputs)
	if (locale === "pt") return pt_leave_type_email(inputs)
	if (locale === "el") return el_leave_type_email(inputs)
	if (locale === "hr") return hr_leave_type_email(inputs)
	return en_leave_type_email(inputs)
});