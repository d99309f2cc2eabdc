import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Join_Have_AccountInputs */

const en_join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already have an account? ${i?.link}.`)
};

const es_join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Ya tienes cuenta? ${i?.link}.`)
};

const fr_join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un compte ? ${i?.link}.`)
};

const it_join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hai già un account? ${i?.link}.`)
};

const pt_join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Já tem conta? ${i?.link}.`)
};

const el_join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Έχετε ήδη λογαριασμό; ${i?.link}.`)
};

const hr_join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Već imate račun? ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "Already have an account? {link}." |
*
* @param {Join_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_have_account = /** @type {((inputs: Join_Have_AccountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Have_AccountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_have_account(inputs)
	if (locale === "fr") return fr_join_have_account(inputs)
	if (locale === "it") return it_join_have_account(inputs)
	if (locale === "pt") return pt_join_have_account(inputs)
	if (locale === "el") return el_join_have_account(inputs)
	if (locale === "hr") return hr_join_have_account(inputs)
	return en_join_have_account(inputs)
});