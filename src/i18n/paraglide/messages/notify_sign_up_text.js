import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notify_Sign_Up_TextInputs */

const en_notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} asks to join the club.`)
};

const es_notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} quiere unirse al club.`)
};

const fr_notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} demande à rejoindre le club.`)
};

const it_notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} chiede di entrare nel club.`)
};

const pt_notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pede para entrar no clube.`)
};

const el_notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ο/η ${i?.name} ζητά να γίνει μέλος του συλλόγου.`)
};

const hr_notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} želi se učlaniti u klub.`)
};

/**
* | output |
* | --- |
* | "{name} asks to join the club." |
*
* @param {Notify_Sign_Up_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_sign_up_text = /** @type {((inputs: Notify_Sign_Up_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Sign_Up_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_sign_up_text(inputs)
	if (locale === "fr") return fr_notify_sign_up_text(inputs)
	if (locale === "it") return it_notify_sign_up_text(inputs)
	if (locale === "pt") return pt_notify_sign_up_text(inputs)
	if (locale === "el") return el_notify_sign_up_text(inputs)
	if (locale === "hr") return hr_notify_sign_up_text(inputs)
	return en_notify_sign_up_text(inputs)
});