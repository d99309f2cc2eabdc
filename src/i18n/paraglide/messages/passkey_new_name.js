import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_New_NameInputs */

const en_passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name of the new passkey`)
};

const es_passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la nueva llave de acceso`)
};

const fr_passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de la nouvelle clé d’accès`)
};

const it_passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome della nuova passkey`)
};

const pt_passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome da nova chave de acesso`)
};

const el_passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα του νέου κλειδιού πρόσβασης`)
};

const hr_passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naziv novog pristupnog ključa`)
};

/**
* | output |
* | --- |
* | "Name of the new passkey" |
*
* @param {Passkey_New_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_new_name = /** @type {((inputs?: Passkey_New_NameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_New_NameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_new_name(inputs)
	if (locale === "fr") return fr_passkey_new_name(inputs)
	if (locale === "it") return it_passkey_new_name(inputs)
	if (locale === "pt") return pt_passkey_new_name(inputs)
	if (locale === "el") return el_passkey_new_name(inputs)
	if (locale === "hr") return hr_passkey_new_name(inputs)
	return en_passkey_new_name(inputs)
});