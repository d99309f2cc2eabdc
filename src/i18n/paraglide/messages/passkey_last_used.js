import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Last_UsedInputs */

const en_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last used`)
};

const es_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último uso`)
};

const fr_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière utilisation`)
};

const it_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ultimo uso`)
};

const pt_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último uso`)
};

const el_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τελευταία χρήση`)
};

const hr_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posljednja upotreba`)
};

/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Passkey_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_last_used = /** @type {((inputs?: Passkey_Last_UsedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Last_UsedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_last_used(inputs)
	if (locale === "fr") return fr_passkey_last_used(inputs)
	if (locale === "it") return it_passkey_last_used(inputs)
	if (locale === "pt") return pt_passkey_last_used(inputs)
	if (locale === "el") return el_passkey_last_used(inputs)
	if (locale === "hr") return hr_passkey_last_used(inputs)
	return en_passkey_last_used(inputs)
});