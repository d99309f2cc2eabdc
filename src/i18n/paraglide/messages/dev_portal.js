import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_PortalInputs */

const en_dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer portal`)
};

const es_dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal para desarrolladores`)
};

const fr_dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portail développeurs`)
};

const it_dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portale sviluppatori`)
};

const pt_dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal de desenvolvedores`)
};

const el_dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πύλη προγραμματιστών`)
};

const hr_dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal za programere`)
};

/**
* | output |
* | --- |
* | "Developer portal" |
*
* @param {Dev_PortalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_portal = /** @type {((inputs?: Dev_PortalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_PortalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_portal(inputs)
	if (locale === "fr") return fr_dev_portal(inputs)
	if (locale === "it") return it_dev_portal(inputs)
	if (locale === "pt") return pt_dev_portal(inputs)
	if (locale === "el") return el_dev_portal(inputs)
	if (locale === "hr") return hr_dev_portal(inputs)
	return en_dev_portal(inputs)
});