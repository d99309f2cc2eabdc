import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Link_ExpiredInputs */

const en_join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expired`)
};

const es_join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`caducado`)
};

const fr_join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expiré`)
};

const it_join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`scaduto`)
};

const pt_join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expirado`)
};

const el_join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`έληξε`)
};

const hr_join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`isteklo`)
};

/**
* | output |
* | --- |
* | "expired" |
*
* @param {Join_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_link_expired = /** @type {((inputs?: Join_Link_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_ExpiredInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_link_expired(inputs)
	if (locale === "fr") return fr_join_link_expired(inputs)
	if (locale === "it") return it_join_link_expired(inputs)
	if (locale === "pt") return pt_join_link_expired(inputs)
	if (locale === "el") return el_join_link_expired(inputs)
	if (locale === "hr") return hr_join_link_expired(inputs)
	return en_join_link_expired(inputs)
});