import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Sign_Up_And_ApplyInputs */

const en_join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up and apply`)
};

const es_join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrarme y solicitar`)
};

const fr_join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’inscrire et postuler`)
};

const it_join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscriviti e fai richiesta`)
};

const pt_join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar conta e fazer o pedido`)
};

const el_join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφή και αίτηση`)
};

const hr_join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registriraj se i podnesi zahtjev`)
};

/**
* | output |
* | --- |
* | "Sign up and apply" |
*
* @param {Join_Sign_Up_And_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_sign_up_and_apply = /** @type {((inputs?: Join_Sign_Up_And_ApplyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Sign_Up_And_ApplyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_sign_up_and_apply(inputs)
	if (locale === "fr") return fr_join_sign_up_and_apply(inputs)
	if (locale === "it") return it_join_sign_up_and_apply(inputs)
	if (locale === "pt") return pt_join_sign_up_and_apply(inputs)
	if (locale === "el") return el_join_sign_up_and_apply(inputs)
	if (locale === "hr") return hr_join_sign_up_and_apply(inputs)
	return en_join_sign_up_and_apply(inputs)
});