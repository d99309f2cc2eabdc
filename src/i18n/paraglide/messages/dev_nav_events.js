import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Nav_EventsInputs */

const en_dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const es_dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const fr_dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

const it_dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventi`)
};

const pt_dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const el_dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συμβάντα`)
};

const hr_dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Događaji`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Dev_Nav_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nav_events = /** @type {((inputs?: Dev_Nav_EventsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_EventsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_nav_events(inputs)
	if (locale === "fr") return fr_dev_nav_events(inputs)
	if (locale === "it") return it_dev_nav_events(inputs)
	if (locale === "pt") return pt_dev_nav_events(inputs)
	if (locale === "el") return el_dev_nav_events(inputs)
	if (locale === "hr") return hr_dev_nav_events(inputs)
	return en_dev_nav_events(inputs)
});