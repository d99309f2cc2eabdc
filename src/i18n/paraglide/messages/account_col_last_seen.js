import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Col_Last_SeenInputs */

const en_account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last seen`)
};

const es_account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última actividad`)
};

const fr_account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière activité`)
};

const it_account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ultima attività`)
};

const pt_account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última atividade`)
};

const el_account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τελευταία δραστηριότητα`)
};

const hr_account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posljednja aktivnost`)
};

/**
* | output |
* | --- |
* | "Last seen" |
*
* @param {Account_Col_Last_SeenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_col_last_seen = /** @type {((inputs?: Account_Col_Last_SeenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_Last_SeenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_col_last_seen(inputs)
	if (locale === "fr") return fr_account_col_last_seen(inputs)
	if (locale === "it") return it_account_col_last_seen(inputs)
	if (locale === "pt") return pt_account_col_last_seen(inputs)
	if (locale === "el") return el_account_col_last_seen(inputs)
	if (locale === "hr") return hr_account_col_last_seen(inputs)
	return en_account_col_last_seen(inputs)
});