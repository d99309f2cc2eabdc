import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_DeclineInputs */

const en_join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const es_join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

const fr_join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

const it_join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rifiuta`)
};

const pt_join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusar`)
};

const el_join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόρριψη`)
};

const hr_join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odbij`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Join_DeclineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_decline = /** @type {((inputs?: Join_DeclineInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_DeclineInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_decline(inputs)
	if (locale === "fr") return fr_join_decline(inputs)
	if (locale === "it") return it_join_decline(inputs)
	if (locale === "pt") return pt_join_decline(inputs)
	if (locale === "el") return el_join_decline(inputs)
	if (locale === "hr") return hr_join_decline(inputs)
	return en_join_decline(inputs)
});