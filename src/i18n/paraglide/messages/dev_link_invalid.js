import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Link_InvalidInputs */

const en_dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is unknown or was used already.`)
};

const es_dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de confirmación no existe o ya se usó.`)
};

const fr_dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation est inconnu ou a déjà servi.`)
};

const it_dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link di conferma non esiste o è già stato usato.`)
};

const pt_dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de confirmação não existe ou já foi usado.`)
};

const el_dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο σύνδεσμος επιβεβαίωσης είναι άγνωστος ή έχει ήδη χρησιμοποιηθεί.`)
};

const hr_dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova poveznica za potvrdu nije poznata ili je već iskorištena.`)
};

/**
* | output |
* | --- |
* | "This confirmation link is unknown or was used already." |
*
* @param {Dev_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_link_invalid = /** @type {((inputs?: Dev_Link_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Link_InvalidInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_link_invalid(inputs)
	if (locale === "fr") return fr_dev_link_invalid(inputs)
	if (locale === "it") return it_dev_link_invalid(inputs)
	if (locale === "pt") return pt_dev_link_invalid(inputs)
	if (locale === "el") return el_dev_link_invalid(inputs)
	if (locale === "hr") return hr_dev_link_invalid(inputs)
	return en_dev_link_invalid(inputs)
});