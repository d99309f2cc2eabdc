import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Club_Units_ImperialInputs */

const en_club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial (lb, in, ft, °F)`)
};

const es_club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperiales (lb, in, ft, °F)`)
};

const fr_club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impériales (lb, in, ft, °F)`)
};

const it_club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperiali (lb, in, ft, °F)`)
};

const pt_club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperiais (lb, in, ft, °F)`)
};

const el_club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αγγλοσαξονικό (lb, in, ft, °F)`)
};

const hr_club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperijalne (lb, in, ft, °F)`)
};

/**
* | output |
* | --- |
* | "Imperial (lb, in, ft, °F)" |
*
* @param {Club_Units_ImperialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_units_imperial = /** @type {((inputs?: Club_Units_ImperialInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Units_ImperialInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_units_imperial(inputs)
	if (locale === "fr") return fr_club_units_imperial(inputs)
	if (locale === "it") return it_club_units_imperial(inputs)
	if (locale === "pt") return pt_club_units_imperial(inputs)
	if (locale === "el") return el_club_units_imperial(inputs)
	if (locale === "hr") return hr_club_units_imperial(inputs)
	return en_club_units_imperial(inputs)
});