import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Your_AccountInputs */

const en_notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

const es_notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta`)
};

const fr_notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

const it_notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo account`)
};

const pt_notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta`)
};

const el_notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας`)
};

const hr_notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš račun`)
};

/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Notify_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_your_account = /** @type {((inputs?: Notify_Your_AccountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Your_AccountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_your_account(inputs)
	if (locale === "fr") return fr_notify_your_account(inputs)
	if (locale === "it") return it_notify_your_account(inputs)
	if (locale === "pt") return pt_notify_your_account(inputs)
	if (locale === "el") return el_notify_your_account(inputs)
	if (locale === "hr") return hr_notify_your_account(inputs)
	return en_notify_your_account(inputs)
});