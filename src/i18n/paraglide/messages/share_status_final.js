import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Status_FinalInputs */

const en_share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final results`)
};

const es_share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados finales`)
};

const fr_share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats définitifs`)
};

const it_share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risultati finali`)
};

const pt_share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados finais`)
};

const el_share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τελικά αποτελέσματα`)
};

const hr_share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konačni rezultati`)
};

/**
* | output |
* | --- |
* | "Final results" |
*
* @param {Share_Status_FinalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_final = /** @type {((inputs?: Share_Status_FinalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_FinalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_status_final(inputs)
	if (locale === "fr") return fr_share_status_final(inputs)
	if (locale === "it") return it_share_status_final(inputs)
	if (locale === "pt") return pt_share_status_final(inputs)
	if (locale === "el") return el_share_status_final(inputs)
	if (locale === "hr") return hr_share_status_final(inputs)
	return en_share_status_final(inputs)
});