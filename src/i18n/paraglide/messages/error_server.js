import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_ServerInputs */

const en_error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side; it has been logged.`)
};

const es_error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo ha fallado por nuestra parte; ya lo hemos registrado.`)
};

const fr_error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu de notre côté ; il a été consigné.`)
};

const it_error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualcosa non ha funzionato da parte nostra; l’errore è stato registrato.`)
};

const pt_error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocorreu um erro do nosso lado; o problema ficou guardado para análise.`)
};

const el_error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάτι πήγε στραβά από τη μεριά μας· το σφάλμα καταγράφηκε.`)
};

const hr_error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nešto je pošlo po zlu kod nas; pogreška je zabilježena.`)
};

/**
* | output |
* | --- |
* | "Something went wrong on our side; it has been logged." |
*
* @param {Error_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_server = /** @type {((inputs?: Error_ServerInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ServerInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_server(inputs)
	if (locale === "fr") return fr_error_server(inputs)
	if (locale === "it") return it_error_server(inputs)
	if (locale === "pt") return pt_error_server(inputs)
	if (locale === "el") return el_error_server(inputs)
	if (locale === "hr") return hr_error_server(inputs)
	return en_error_server(inputs)
});