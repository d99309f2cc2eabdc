import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Codes_OnceInputs */

const en_totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are shown only now.`)
};

const es_totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se muestran ahora.`)
};

const fr_totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ils ne sont affichés qu’une fois, maintenant.`)
};

const it_totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vengono mostrati solo adesso.`)
};

const pt_totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só são mostrados agora.`)
};

const el_totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εμφανίζονται μόνο τώρα.`)
};

const hr_totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prikazuju se samo sada.`)
};

/**
* | output |
* | --- |
* | "They are shown only now." |
*
* @param {Totp_Codes_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_codes_once = /** @type {((inputs?: Totp_Codes_OnceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_OnceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_codes_once(inputs)
	if (locale === "fr") return fr_totp_codes_once(inputs)
	if (locale === "it") return it_totp_codes_once(inputs)
	if (locale === "pt") return pt_totp_codes_once(inputs)
	if (locale === "el") return el_totp_codes_once(inputs)
	if (locale === "hr") return hr_totp_codes_once(inputs)
	return en_totp_codes_once(inputs)
});