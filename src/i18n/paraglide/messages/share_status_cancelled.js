import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Status_CancelledInputs */

const en_share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const es_share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

const fr_share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulée`)
};

const it_share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annullata`)
};

const pt_share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

const el_share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ακυρώθηκε`)
};

const hr_share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otkazano`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Share_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_cancelled = /** @type {((inputs?: Share_Status_CancelledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_CancelledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_status_cancelled(inputs)
	if (locale === "fr") return fr_share_status_cancelled(inputs)
	if (locale === "it") return it_share_status_cancelled(inputs)
	if (locale === "pt") return pt_share_status_cancelled(inputs)
	if (locale === "el") return el_share_status_cancelled(inputs)
	if (locale === "hr") return hr_share_status_cancelled(inputs)
	return en_share_status_cancelled(inputs)
});