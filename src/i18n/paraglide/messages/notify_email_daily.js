import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Email_DailyInputs */

const en_notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily digest`)
};

const es_notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen diario`)
};

const fr_notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé quotidien`)
};

const it_notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riepilogo giornaliero`)
};

const pt_notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumo diário`)
};

const el_notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ημερήσια σύνοψη`)
};

const hr_notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dnevni pregled`)
};

/**
* | output |
* | --- |
* | "Daily digest" |
*
* @param {Notify_Email_DailyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_email_daily = /** @type {((inputs?: Notify_Email_DailyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_DailyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_email_daily(inputs)
	if (locale === "fr") return fr_notify_email_daily(inputs)
	if (locale === "it") return it_notify_email_daily(inputs)
	if (locale === "pt") return pt_notify_email_daily(inputs)
	if (locale === "el") return el_notify_email_daily(inputs)
	if (locale === "hr") return hr_notify_email_daily(inputs)
	return en_notify_email_daily(inputs)
});