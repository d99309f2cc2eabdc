import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Status_OpenInputs */

const en_share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started yet`)
};

const es_share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no ha empezado`)
};

const fr_share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore commencée`)
};

const it_share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ancora iniziata`)
};

const pt_share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não começou`)
};

const el_share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχει ξεκινήσει ακόμη`)
};

const hr_share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nije počelo`)
};

/**
* | output |
* | --- |
* | "Not started yet" |
*
* @param {Share_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_open = /** @type {((inputs?: Share_Status_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_status_open(inputs)
	if (locale === "fr") return fr_share_status_open(inputs)
	if (locale === "it") return it_share_status_open(inputs)
	if (locale === "pt") return pt_share_status_open(inputs)
	if (locale === "el") return el_share_status_open(inputs)
	if (locale === "hr") return hr_share_status_open(inputs)
	return en_share_status_open(inputs)
});