import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ scopes: NonNullable<unknown> }} Oauth_WithheldInputs */

const en_oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It also asked for things your account cannot do, which it will not get: ${i?.scopes}.`)
};

const es_oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`También pidió cosas que tu cuenta no puede hacer y que no recibirá: ${i?.scopes}.`)
};

const fr_oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elle a aussi demandé ce que votre compte ne peut pas faire, et ne l’obtiendra pas : ${i?.scopes}.`)
};

const it_oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ha chiesto anche cose che il tuo account non può fare e che non otterrà: ${i?.scopes}.`)
};

const pt_oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Também pediu coisas que sua conta não pode fazer e que não vai receber: ${i?.scopes}.`)
};

const el_oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ζήτησε επίσης δυνατότητες που ο λογαριασμός σας δεν έχει, τις οποίες δεν θα λάβει: ${i?.scopes}.`)
};

const hr_oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zatražila je i ono što vaš račun ne može, a to neće dobiti: ${i?.scopes}.`)
};

/**
* | output |
* | --- |
* | "It also asked for things your account cannot do, which it will not get: {scopes}." |
*
* @param {Oauth_WithheldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_withheld = /** @type {((inputs: Oauth_WithheldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_WithheldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_withheld(inputs)
	if (locale === "fr") return fr_oauth_withheld(inputs)
	if (locale === "it") return it_oauth_withheld(inputs)
	if (locale === "pt") return pt_oauth_withheld(inputs)
	if (locale === "el") return el_oauth_withheld(inputs)
	if (locale === "hr") return hr_oauth_withheld(inputs)
	return en_oauth_withheld(inputs)
});