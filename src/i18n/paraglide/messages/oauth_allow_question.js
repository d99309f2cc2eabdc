import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ app: NonNullable<unknown> }} Oauth_Allow_QuestionInputs */

const en_oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allow ${i?.app}?`)
};

const es_oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Das permiso a ${i?.app}?`)
};

const fr_oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autoriser ${i?.app} ?`)
};

const it_oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vuoi dare accesso a ${i?.app}?`)
};

const pt_oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permitir ${i?.app}?`)
};

const el_oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Να επιτραπεί η ${i?.app};`)
};

const hr_oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dopustiti aplikaciji ${i?.app}?`)
};

/**
* | output |
* | --- |
* | "Allow {app}?" |
*
* @param {Oauth_Allow_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_allow_question = /** @type {((inputs: Oauth_Allow_QuestionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Allow_QuestionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_allow_question(inputs)
	if (locale === "fr") return fr_oauth_allow_question(inputs)
	if (locale === "it") return it_oauth_allow_question(inputs)
	if (locale === "pt") return pt_oauth_allow_question(inputs)
	if (locale === "el") return el_oauth_allow_question(inputs)
	if (locale === "hr") return hr_oauth_allow_question(inputs)
	return en_oauth_allow_question(inputs)
});