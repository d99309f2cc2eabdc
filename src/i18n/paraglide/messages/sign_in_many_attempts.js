import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_Many_AttemptsInputs */

const en_sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There have been many sign-in attempts for this account.`)
};

const es_sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha habido muchos intentos de entrar en esta cuenta.`)
};

const fr_sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il y a eu de nombreuses tentatives de connexion à ce compte.`)
};

const it_sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ci sono stati molti tentativi di accesso a questo account.`)
};

const pt_sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Houve muitas tentativas de entrar nesta conta.`)
};

const el_sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έγιναν πολλές προσπάθειες σύνδεσης σε αυτόν τον λογαριασμό.`)
};

const hr_sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilo je mnogo pokušaja prijave na ovaj račun.`)
};

/**
* | output |
* | --- |
* | "There have been many sign-in attempts for this account." |
*
* @param {Sign_In_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_many_attempts = /** @type {((inputs?: Sign_In_Many_AttemptsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Many_AttemptsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_many_attempts(inputs)
	if (locale === "fr") return fr_sign_in_many_attempts(inputs)
	if (locale === "it") return it_sign_in_many_attempts(inputs)
	if (locale === "pt") return pt_sign_in_many_attempts(inputs)
	if (locale === "el") return el_sign_in_many_attempts(inputs)
	if (locale === "hr") return hr_sign_in_many_attempts(inputs)
	return en_sign_in_many_attempts(inputs)
});