import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dev_Key_CreatedInputs */

const en_dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Created ${i?.name}.`)
};

const es_dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clave ${i?.name} creada.`)
};

const fr_dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clé ${i?.name} créée.`)
};

const it_dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chiave ${i?.name} creata.`)
};

const pt_dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chave ${i?.name} criada.`)
};

const el_dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Το κλειδί ${i?.name} δημιουργήθηκε.`)
};

const hr_dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ključ ${i?.name} je izrađen.`)
};

/**
* | output |
* | --- |
* | "Created {name}." |
*
* @param {Dev_Key_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_key_created = /** @type {((inputs: Dev_Key_CreatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_CreatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_key_created(inputs)
	if (locale === "fr") return fr_dev_key_created(inputs)
	if (locale === "it") return it_dev_key_created(inputs)
	if (locale === "pt") return pt_dev_key_created(inputs)
	if (locale === "el") return el_dev_key_created(inputs)
	if (locale === "hr") return hr_dev_key_created(inputs)
	return en_dev_key_created(inputs)
});