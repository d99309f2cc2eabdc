import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ state: NonNullable<unknown>, time: NonNullable<unknown> }} Dev_Decided_OnInputs */

const en_dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} on ${i?.time}`)
};

const es_dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} el ${i?.time}`)
};

const fr_dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} le ${i?.time}`)
};

const it_dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} il ${i?.time}`)
};

const pt_dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} em ${i?.time}`)
};

const el_dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} στις ${i?.time}`)
};

const hr_dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} ${i?.time}`)
};

/**
* | output |
* | --- |
* | "{state} on {time}" |
*
* @param {Dev_Decided_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decided_on = /** @type {((inputs: Dev_Decided_OnInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decided_OnInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_decided_on(inputs)
	if (locale === "fr") return fr_dev_decided_on(inputs)
	if (locale === "it") return it_dev_decided_on(inputs)
	if (locale === "pt") return pt_dev_decided_on(inputs)
	if (locale === "el") return el_dev_decided_on(inputs)
	if (locale === "hr") return hr_dev_decided_on(inputs)
	return en_dev_decided_on(inputs)
});