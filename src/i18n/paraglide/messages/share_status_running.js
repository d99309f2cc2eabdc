import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Status_RunningInputs */

const en_share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standings so far`)
};

const es_share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación provisional en curso`)
};

const fr_share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement en cours`)
};

const it_share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classifica in corso`)
};

const pt_share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificação até agora`)
};

const el_share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάταξη μέχρι στιγμής`)
};

const hr_share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poredak do sada`)
};

/**
* | output |
* | --- |
* | "Standings so far" |
*
* @param {Share_Status_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_running = /** @type {((inputs?: Share_Status_RunningInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_RunningInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_status_running(inputs)
	if (locale === "fr") return fr_share_status_running(inputs)
	if (locale === "it") return it_share_status_running(inputs)
	if (locale === "pt") return pt_share_status_running(inputs)
	if (locale === "el") return el_share_status_running(inputs)
	if (locale === "hr") return hr_share_status_running(inputs)
	return en_share_status_running(inputs)
});