import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_OlderInputs */

const en_event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older events →`)
};

const es_event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos anteriores →`)
};

const fr_event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements plus anciens →`)
};

const it_event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventi precedenti →`)
};

const pt_event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos anteriores →`)
};

const el_event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Παλαιότερα συμβάντα →`)
};

const hr_event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stariji događaji →`)
};

/**
* | output |
* | --- |
* | "Older events →" |
*
* @param {Event_OlderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const event_older = /** @type {((inputs?: Event_OlderInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_OlderInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_older(inputs)
	if (locale === "fr") return fr_event_older(inputs)
	if (locale === "it") return it_event_older(inputs)
	if (locale === "pt") return pt_event_older(inputs)
	if (locale === "el") return el_event_older(inputs)
	if (locale === "hr") return hr_event_older(inputs)
	return en_event_older(inputs)
});