import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Status_ProvisionalInputs */

const en_share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional results`)
};

const es_share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisionales`)
};

const fr_share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats provisoires`)
};

const it_share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risultati provvisori`)
};

const pt_share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisórios`)
};

const el_share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσωρινά αποτελέσματα`)
};

const hr_share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privremeni rezultati`)
};

/**
* | output |
* | --- |
* | "Provisional results" |
*
* @param {Share_Status_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_provisional = /** @type {((inputs?: Share_Status_ProvisionalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_ProvisionalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_status_provisional(inputs)
	if (locale === "fr") return fr_share_status_provisional(inputs)
	if (locale === "it") return it_share_status_provisional(inputs)
	if (locale === "pt") return pt_share_status_provisional(inputs)
	if (locale === "el") return el_share_status_provisional(inputs)
	if (locale === "hr") return hr_share_status_provisional(inputs)
	return en_share_status_provisional(inputs)
});