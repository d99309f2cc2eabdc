import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Col_WhatInputs */

const en_account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
};

const es_account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué`)
};

const fr_account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quoi`)
};

const it_account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa`)
};

const pt_account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O quê`)
};

const el_account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι`)
};

const hr_account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Što`)
};

/**
* | output |
* | --- |
* | "What" |
*
* @param {Account_Col_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_col_what = /** @type {((inputs?: Account_Col_WhatInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_WhatInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_col_what(inputs)
	if (locale === "fr") return fr_account_col_what(inputs)
	if (locale === "it") return it_account_col_what(inputs)
	if (locale === "pt") return pt_account_col_what(inputs)
	if (locale === "el") return el_account_col_what(inputs)
	if (locale === "hr") return hr_account_col_what(inputs)
	return en_account_col_what(inputs)
});