import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Secret_RotatedInputs */

const en_dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secret is rotated; the old one no longer works.`)
};

const es_dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secreto renovado: el anterior ya no funciona.`)
};

const fr_dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le secret est renouvelé ; l’ancien ne fonctionne plus.`)
};

const it_dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segreto rinnovato: quello vecchio non funziona più.`)
};

const pt_dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O segredo foi renovado; o antigo já não funciona.`)
};

const el_dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το μυστικό ανανεώθηκε· το παλιό δεν λειτουργεί πια.`)
};

const hr_dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tajna je obnovljena; stara više ne radi.`)
};

/**
* | output |
* | --- |
* | "The secret is rotated; the old one no longer works." |
*
* @param {Dev_Secret_RotatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_secret_rotated = /** @type {((inputs?: Dev_Secret_RotatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Secret_RotatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_secret_rotated(inputs)
	if (locale === "fr") return fr_dev_secret_rotated(inputs)
	if (locale === "it") return it_dev_secret_rotated(inputs)
	if (locale === "pt") return pt_dev_secret_rotated(inputs)
	if (locale === "el") return el_dev_secret_rotated(inputs)
	if (locale === "hr") return hr_dev_secret_rotated(inputs)
	return en_dev_secret_rotated(inputs)
});