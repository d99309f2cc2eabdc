import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Secret_RotatedInputs */

const en_notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secret is rotated.`)
};

const es_notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El secreto se ha renovado.`)
};

const fr_notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le secret est renouvelé.`)
};

const it_notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il segreto è stato rinnovato.`)
};

const pt_notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O segredo foi renovado.`)
};

const el_notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το μυστικό ανανεώθηκε.`)
};

const hr_notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tajna je zamijenjena novom.`)
};

/**
* | output |
* | --- |
* | "The secret is rotated." |
*
* @param {Notice_Secret_RotatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_secret_rotated = /** @type {((inputs?: Notice_Secret_RotatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Secret_RotatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_secret_rotated(inputs)
	if (locale === "fr") return fr_notice_secret_rotated(inputs)
	if (locale === "it") return it_notice_secret_rotated(inputs)
	if (locale === "pt") return pt_notice_secret_rotated(inputs)
	if (locale === "el") return el_notice_secret_rotated(inputs)
	if (locale === "hr") return hr_notice_secret_rotated(inputs)
	return en_notice_secret_rotated(inputs)
});