import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Waiting_TitleInputs */

const en_join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for an admin`)
};

const es_join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de un administrador`)
};

const fr_join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d’un administrateur`)
};

const it_join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa di un amministratore`)
};

const pt_join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À espera de um administrador`)
};

const el_join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σε αναμονή διαχειριστή`)
};

const hr_join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Čeka se administrator`)
};

/**
* | output |
* | --- |
* | "Waiting for an admin" |
*
* @param {Join_Waiting_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_waiting_title = /** @type {((inputs?: Join_Waiting_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Waiting_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_waiting_title(inputs)
	if (locale === "fr") return fr_join_waiting_title(inputs)
	if (locale === "it") return it_join_waiting_title(inputs)
	if (locale === "pt") return pt_join_waiting_title(inputs)
	if (locale === "el") return el_join_waiting_title(inputs)
	if (locale === "hr") return hr_join_waiting_title(inputs)
	return en_join_waiting_title(inputs)
});