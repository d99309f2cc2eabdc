import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkey_Remove_LabelInputs */

const en_passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove passkey ${i?.name}`)
};

const es_passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la llave de acceso ${i?.name}`)
};

const fr_passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer la clé d’accès ${i?.name}`)
};

const it_passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rimuovi la passkey ${i?.name}`)
};

const pt_passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover a chave de acesso ${i?.name}`)
};

const el_passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αφαίρεση του κλειδιού πρόσβασης ${i?.name}`)
};

const hr_passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ukloni pristupni ključ ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove passkey {name}" |
*
* @param {Passkey_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_remove_label = /** @type {((inputs: Passkey_Remove_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Remove_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_remove_label(inputs)
	if (locale === "fr") return fr_passkey_remove_label(inputs)
	if (locale === "it") return it_passkey_remove_label(inputs)
	if (locale === "pt") return pt_passkey_remove_label(inputs)
	if (locale === "el") return el_passkey_remove_label(inputs)
	if (locale === "hr") return hr_passkey_remove_label(inputs)
	return en_passkey_remove_label(inputs)
});