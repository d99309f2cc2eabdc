import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Passkey_Confirm_To_AddInputs */

const en_passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} to add a passkey.`)
};

const es_passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} para añadir una llave de acceso.`)
};

const fr_passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} pour ajouter une clé d’accès.`)
};

const it_passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} per aggiungere una passkey.`)
};

const pt_passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} para adicionar uma chave de acesso.`)
};

const el_passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} για να προσθέσετε κλειδί πρόσβασης.`)
};

const hr_passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} kako biste dodali pristupni ključ.`)
};

/**
* | output |
* | --- |
* | "{link} to add a passkey." |
*
* @param {Passkey_Confirm_To_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_confirm_to_add = /** @type {((inputs: Passkey_Confirm_To_AddInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Confirm_To_AddInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_confirm_to_add(inputs)
	if (locale === "fr") return fr_passkey_confirm_to_add(inputs)
	if (locale === "it") return it_passkey_confirm_to_add(inputs)
	if (locale === "pt") return pt_passkey_confirm_to_add(inputs)
	if (locale === "el") return el_passkey_confirm_to_add(inputs)
	if (locale === "hr") return hr_passkey_confirm_to_add(inputs)
	return en_passkey_confirm_to_add(inputs)
});