import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_HeadingInputs */

const en_passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

const es_passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llaves de acceso`)
};

const fr_passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’accès`)
};

const it_passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey`)
};

const pt_passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaves de acesso`)
};

const el_passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδιά πρόσβασης`)
};

const hr_passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pristupni ključevi`)
};

/**
* | output |
* | --- |
* | "Passkeys" |
*
* @param {Passkey_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_heading = /** @type {((inputs?: Passkey_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_heading(inputs)
	if (locale === "fr") return fr_passkey_heading(inputs)
	if (locale === "it") return it_passkey_heading(inputs)
	if (locale === "pt") return pt_passkey_heading(inputs)
	if (locale === "el") return el_passkey_heading(inputs)
	if (locale === "hr") return hr_passkey_heading(inputs)
	return en_passkey_heading(inputs)
});