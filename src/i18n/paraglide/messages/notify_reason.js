import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ note: NonNullable<unknown> }} Notify_ReasonInputs */

const en_notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.note}`)
};

const es_notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.note}`)
};

const fr_notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.note}`)
};

const it_notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.note}`)
};

const pt_notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.note}`)
};

const el_notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αιτία: ${i?.note}`)
};

const hr_notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Razlog: ${i?.note}`)
};

/**
* | output |
* | --- |
* | "Reason: {note}" |
*
* @param {Notify_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_reason = /** @type {((inputs: Notify_ReasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_ReasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_reason(inputs)
	if (locale === "fr") return fr_notify_reason(inputs)
	if (locale === "it") return it_notify_reason(inputs)
	if (locale === "pt") return pt_notify_reason(inputs)
	if (locale === "el") return el_notify_reason(inputs)
	if (locale === "hr") return hr_notify_reason(inputs)
	return en_notify_reason(inputs)
});