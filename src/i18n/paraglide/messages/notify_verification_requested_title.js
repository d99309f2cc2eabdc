import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Verification_Requested_TitleInputs */

const en_notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A catch waits for verification`)
};

const es_notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una captura espera verificación`)
};

const fr_notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une prise attend sa validation`)
};

const it_notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una cattura attende la verifica`)
};

const pt_notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma captura aguarda verificação`)
};

const el_notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια ψαριά περιμένει επαλήθευση`)
};

const hr_notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulov čeka provjeru`)
};

/**
* | output |
* | --- |
* | "A catch waits for verification" |
*
* @param {Notify_Verification_Requested_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_verification_requested_title = /** @type {((inputs?: Notify_Verification_Requested_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Verification_Requested_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_verification_requested_title(inputs)
	if (locale === "fr") return fr_notify_verification_requested_title(inputs)
	if (locale === "it") return it_notify_verification_requested_title(inputs)
	if (locale === "pt") return pt_notify_verification_requested_title(inputs)
	if (locale === "el") return el_notify_verification_requested_title(inputs)
	if (locale === "hr") return hr_notify_verification_requested_title(inputs)
	return en_notify_verification_requested_title(inputs)
});