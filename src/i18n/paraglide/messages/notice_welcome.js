import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_WelcomeInputs */

const en_notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to catchd!`)
};

const es_notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Te damos la bienvenida a catchd!`)
};

const fr_notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue sur catchd !`)
};

const it_notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ti diamo il benvenuto su catchd!`)
};

const pt_notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boas-vindas ao catchd!`)
};

const el_notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καλώς ήρθατε στο catchd!`)
};

const hr_notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dobro došli u catchd!`)
};

/**
* | output |
* | --- |
* | "Welcome to catchd!" |
*
* @param {Notice_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_welcome = /** @type {((inputs?: Notice_WelcomeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_WelcomeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_welcome(inputs)
	if (locale === "fr") return fr_notice_welcome(inputs)
	if (locale === "it") return it_notice_welcome(inputs)
	if (locale === "pt") return pt_notice_welcome(inputs)
	if (locale === "el") return el_notice_welcome(inputs)
	if (locale === "hr") return hr_notice_welcome(inputs)
	return en_notice_welcome(inputs)
});