import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkey_Rename_LabelInputs */

const en_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename passkey ${i?.name}`)
};

const es_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renombrar la llave de acceso ${i?.name}`)
};

const fr_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renommer la clé d’accès ${i?.name}`)
};

const it_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rinomina la passkey ${i?.name}`)
};

const pt_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mudar o nome da chave de acesso ${i?.name}`)
};

const el_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Μετονομασία του κλειδιού πρόσβασης ${i?.name}`)
};

const hr_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preimenuj pristupni ključ ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Rename passkey {name}" |
*
* @param {Passkey_Rename_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_rename_label = /** @type {((inputs: Passkey_Rename_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Rename_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_rename_label(inputs)
	if (locale === "fr") return fr_passkey_rename_label(inputs)
	if (locale === "it") return it_passkey_rename_label(inputs)
	if (locale === "pt") return pt_passkey_rename_label(inputs)
	if (locale === "el") return el_passkey_rename_label(inputs)
	if (locale === "hr") return hr_passkey_rename_label(inputs)
	return en_passkey_rename_label(inputs)
});