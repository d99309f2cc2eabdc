import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Join_Link_UntilInputs */

const en_join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`until ${i?.time}`)
};

const es_join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.time}`)
};

const fr_join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jusqu’au ${i?.time}`)
};

const it_join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fino al ${i?.time}`)
};

const pt_join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`até ${i?.time}`)
};

const el_join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`έως ${i?.time}`)
};

const hr_join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`do ${i?.time}`)
};

/**
* | output |
* | --- |
* | "until {time}" |
*
* @param {Join_Link_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_link_until = /** @type {((inputs: Join_Link_UntilInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_UntilInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_link_until(inputs)
	if (locale === "fr") return fr_join_link_until(inputs)
	if (locale === "it") return it_join_link_until(inputs)
	if (locale === "pt") return pt_join_link_until(inputs)
	if (locale === "el") return el_join_link_until(inputs)
	if (locale === "hr") return hr_join_link_until(inputs)
	return en_join_link_until(inputs)
});