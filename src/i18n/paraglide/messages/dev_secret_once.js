import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Secret_OnceInputs */

const en_dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is shown only now: copy it and keep it safe.`)
};

const es_dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se muestra ahora: cópiala y guárdala en un lugar seguro.`)
};

const fr_dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle n’est affichée qu’une fois : copiez-la et conservez-la en lieu sûr.`)
};

const it_dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viene mostrata solo adesso: copiala e conservala al sicuro.`)
};

const pt_dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só aparece agora: copie e guarde em local seguro.`)
};

const el_dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εμφανίζεται μόνο τώρα: αντιγράψτε το και φυλάξτε το με ασφάλεια.`)
};

const hr_dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prikazuje se samo sada: kopirajte ga i čuvajte na sigurnom.`)
};

/**
* | output |
* | --- |
* | "It is shown only now: copy it and keep it safe." |
*
* @param {Dev_Secret_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_secret_once = /** @type {((inputs?: Dev_Secret_OnceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Secret_OnceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_secret_once(inputs)
	if (locale === "fr") return fr_dev_secret_once(inputs)
	if (locale === "it") return it_dev_secret_once(inputs)
	if (locale === "pt") return pt_dev_secret_once(inputs)
	if (locale === "el") return el_dev_secret_once(inputs)
	if (locale === "hr") return hr_dev_secret_once(inputs)
	return en_dev_secret_once(inputs)
});