import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Sign_Up_TitleInputs */

const en_notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sign-up waits for you`)
};

const es_notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una solicitud de alta te espera`)
};

const fr_notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription vous attend`)
};

const it_notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un’iscrizione ti aspetta`)
};

const pt_notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido de inscrição aguarda por si`)
};

const el_notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εγγραφή σας περιμένει`)
};

const hr_notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava za članstvo čeka vas`)
};

/**
* | output |
* | --- |
* | "A sign-up waits for you" |
*
* @param {Notify_Sign_Up_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_sign_up_title = /** @type {((inputs?: Notify_Sign_Up_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Sign_Up_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_sign_up_title(inputs)
	if (locale === "fr") return fr_notify_sign_up_title(inputs)
	if (locale === "it") return it_notify_sign_up_title(inputs)
	if (locale === "pt") return pt_notify_sign_up_title(inputs)
	if (locale === "el") return el_notify_sign_up_title(inputs)
	if (locale === "hr") return hr_notify_sign_up_title(inputs)
	return en_notify_sign_up_title(inputs)
});