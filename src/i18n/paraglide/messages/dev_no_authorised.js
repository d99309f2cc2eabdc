import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_No_AuthorisedInputs */

const en_dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not authorised any app.`)
};

const es_dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No has autorizado ninguna aplicación.`)
};

const fr_dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez autorisé aucune application.`)
};

const it_dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non hai autorizzato nessuna app.`)
};

const pt_dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não autorizou nenhuma aplicação.`)
};

const el_dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχετε εξουσιοδοτήσει καμία εφαρμογή.`)
};

const hr_dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niste ovlastili nijednu aplikaciju.`)
};

/**
* | output |
* | --- |
* | "You have not authorised any app." |
*
* @param {Dev_No_AuthorisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_no_authorised = /** @type {((inputs?: Dev_No_AuthorisedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_AuthorisedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_no_authorised(inputs)
	if (locale === "fr") return fr_dev_no_authorised(inputs)
	if (locale === "it") return it_dev_no_authorised(inputs)
	if (locale === "pt") return pt_dev_no_authorised(inputs)
	if (locale === "el") return el_dev_no_authorised(inputs)
	if (locale === "hr") return hr_dev_no_authorised(inputs)
	return en_dev_no_authorised(inputs)
});