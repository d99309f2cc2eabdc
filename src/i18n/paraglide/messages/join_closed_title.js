import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Closed_TitleInputs */

const en_join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining`)
};

const es_join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirse al club`)
};

const fr_join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre le club`)
};

const it_join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrare nel club`)
};

const pt_join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar no clube`)
};

const el_join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφή στον σύλλογο`)
};

const hr_join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Učlanjenje`)
};

/**
* | output |
* | --- |
* | "Joining" |
*
* @param {Join_Closed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_closed_title = /** @type {((inputs?: Join_Closed_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Closed_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_closed_title(inputs)
	if (locale === "fr") return fr_join_closed_title(inputs)
	if (locale === "it") return it_join_closed_title(inputs)
	if (locale === "pt") return pt_join_closed_title(inputs)
	if (locale === "el") return el_join_closed_title(inputs)
	if (locale === "hr") return hr_join_closed_title(inputs)
	return en_join_closed_title(inputs)
});