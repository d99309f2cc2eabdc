import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Account_RoleInputs */

const en_account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role: ${i?.role}`)
};

const es_account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rol: ${i?.role}`)
};

const fr_account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rôle : ${i?.role}`)
};

const it_account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ruolo: ${i?.role}`)
};

const pt_account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Função: ${i?.role}`)
};

const el_account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ρόλος: ${i?.role}`)
};

const hr_account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uloga: ${i?.role}`)
};

/**
* | output |
* | --- |
* | "Role: {role}" |
*
* @param {Account_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_role = /** @type {((inputs: Account_RoleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_RoleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_role(inputs)
	if (locale === "fr") return fr_account_role(inputs)
	if (locale === "it") return it_account_role(inputs)
	if (locale === "pt") return pt_account_role(inputs)
	if (locale === "el") return el_account_role(inputs)
	if (locale === "hr") return hr_account_role(inputs)
	return en_account_role(inputs)
});