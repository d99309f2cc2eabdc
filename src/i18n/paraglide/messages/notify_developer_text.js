import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notify_Developer_TextInputs */

const en_notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} applies for developer access.`)
};

const es_notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} solicita acceso de desarrollador.`)
};

const fr_notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} demande un accès développeur.`)
};

const it_notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} chiede l’accesso da sviluppatore.`)
};

const pt_notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pede acesso de programador.`)
};

const el_notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή ${i?.name} ζητά πρόσβαση προγραμματιστή.`)
};

const hr_notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} traži pristup za razvojne programere.`)
};

/**
* | output |
* | --- |
* | "{name} applies for developer access." |
*
* @param {Notify_Developer_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_developer_text = /** @type {((inputs: Notify_Developer_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Developer_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_developer_text(inputs)
	if (locale === "fr") return fr_notify_developer_text(inputs)
	if (locale === "it") return it_notify_developer_text(inputs)
	if (locale === "pt") return pt_notify_developer_text(inputs)
	if (locale === "el") return el_notify_developer_text(inputs)
	if (locale === "hr") return hr_notify_developer_text(inputs)
	return en_notify_developer_text(inputs)
});