import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Danger_ZoneInputs */

const en_leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danger zone`)
};

const es_leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona de peligro`)
};

const fr_leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zone de danger`)
};

const it_leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona pericolosa`)
};

const pt_leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona de perigo`)
};

const el_leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζώνη κινδύνου`)
};

const hr_leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opasna zona`)
};

/**
* | output |
* | --- |
* | "Danger zone" |
*
* @param {Leave_Danger_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_danger_zone = /** @type {((inputs?: Leave_Danger_ZoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Danger_ZoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_danger_zone(inputs)
	if (locale === "fr") return fr_leave_danger_zone(inputs)
	if (locale === "it") return it_leave_danger_zone(inputs)
	if (locale === "pt") return pt_leave_danger_zone(inputs)
	if (locale === "el") return el_leave_danger_zone(inputs)
	if (locale === "hr") return hr_leave_danger_zone(inputs)
	return en_leave_danger_zone(inputs)
});