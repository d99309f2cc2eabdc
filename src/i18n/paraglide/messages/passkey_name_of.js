import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkey_Name_OfInputs */

const en_passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name of passkey ${i?.name}`)
};

const es_passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombre de la llave de acceso ${i?.name}`)
};

const fr_passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nom de la clé d’accès ${i?.name}`)
};

const it_passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nome della passkey ${i?.name}`)
};

const pt_passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nome da chave de acesso ${i?.name}`)
};

const el_passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Όνομα του κλειδιού πρόσβασης ${i?.name}`)
};

const hr_passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Naziv pristupnog ključa ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Name of passkey {name}" |
*
* @param {Passkey_Name_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_name_of = /** @type {((inputs: Passkey_Name_OfInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Name_OfInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_name_of(inputs)
	if (locale === "fr") return fr_passkey_name_of(inputs)
	if (locale === "it") return it_passkey_name_of(inputs)
	if (locale === "pt") return pt_passkey_name_of(inputs)
	if (locale === "el") return el_passkey_name_of(inputs)
	if (locale === "hr") return hr_passkey_name_of(inputs)
	return en_passkey_name_of(inputs)
});