import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_NeverInputs */

const en_passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

const es_passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

const fr_passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jamais`)
};

const it_passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mai`)
};

const pt_passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

const el_passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ποτέ`)
};

const hr_passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nikad`)
};

/**
* | output |
* | --- |
* | "Never" |
*
* @param {Passkey_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_never = /** @type {((inputs?: Passkey_NeverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_NeverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_never(inputs)
	if (locale === "fr") return fr_passkey_never(inputs)
	if (locale === "it") return it_passkey_never(inputs)
	if (locale === "pt") return pt_passkey_never(inputs)
	if (locale === "el") return el_passkey_never(inputs)
	if (locale === "hr") return hr_passkey_never(inputs)
	return en_passkey_never(inputs)
});