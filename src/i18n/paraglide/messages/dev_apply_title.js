import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Apply_TitleInputs */

const en_dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply for early access`)
};

const es_dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicita el acceso anticipado`)
};

const fr_dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander l’accès anticipé`)
};

const it_dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiedi l’accesso anticipato`)
};

const pt_dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peça o acesso antecipado`)
};

const el_dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αίτηση για πρώιμη πρόσβαση`)
};

const hr_dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zatražite rani pristup`)
};

/**
* | output |
* | --- |
* | "Apply for early access" |
*
* @param {Dev_Apply_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_apply_title = /** @type {((inputs?: Dev_Apply_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Apply_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_apply_title(inputs)
	if (locale === "fr") return fr_dev_apply_title(inputs)
	if (locale === "it") return it_dev_apply_title(inputs)
	if (locale === "pt") return pt_dev_apply_title(inputs)
	if (locale === "el") return el_dev_apply_title(inputs)
	if (locale === "hr") return hr_dev_apply_title(inputs)
	return en_dev_apply_title(inputs)
});