import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Secret_OnceInputs */

const en_webhook_secret_once = /** @type {(inputs: Webhook_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is shown only now: copy it and keep it safe.`)
};

const es_webhook_secret_once = /** @type {(inputs: Webhook_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este valor solo se muestra ahora: cópialo y guárdalo en un lugar seguro.`)
};

const fr_webhook_secret_once = /** @type {(inputs: Webhook_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette valeur ne s’affiche qu’une fois : copiez-la et gardez-la en lieu sûr.`)
};

const it_webhook_secret_once = /** @type {(inputs: Webhook_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo valore compare solo ora: copialo e conservalo al sicuro.`)
};

const pt_webhook_secret_once = /** @type {(inputs: Webhook_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este valor só aparece agora: copie-o e guarde-o em lugar seguro.`)
};

const el_webhook_secret_once = /** @type {(inputs: Webhook_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η τιμή εμφανίζεται μόνο τώρα: αντιγράψτε την και φυλάξτε την με ασφάλεια.`)
};

const hr_webhook_secret_once = /** @type {(inputs: Webhook_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova se vrijednost prikazuje samo sada: kopirajte je i čuvajte na sigurnom.`)
};

/**
* | output |
* | --- |
* | "It is shown only now: copy it and keep it safe." |
*
* @param {Webhook_Secret_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_secret_once = /** @type {((inputs?: Webhook_Secret_OnceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Secret_OnceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_secret_once(inputs)
	if (locale === "fr") return fr_webhook_secret_once(inputs)
	if (locale === "it") return it_webhook_secret_once(inputs)
	if (locale === "pt") return pt_webhook_secret_once(inputs)
	if (locale === "el") return el_webhook_secret_once(inputs)
	if (locale === "hr") return hr_webhook_secret_once(inputs)
	return en_webhook_secret_once(inputs)
});