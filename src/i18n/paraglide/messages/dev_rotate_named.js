import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dev_Rotate_NamedInputs */

const en_dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rotate the secret of ${i?.name}`)
};

const es_dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renovar el secreto de ${i?.name}`)
};

const fr_dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renouveler le secret de ${i?.name}`)
};

const it_dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rinnova il segreto di ${i?.name}`)
};

const pt_dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renovar o segredo de ${i?.name}`)
};

const el_dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ανανέωση του μυστικού της ${i?.name}`)
};

const hr_dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obnovi tajnu aplikacije ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Rotate the secret of {name}" |
*
* @param {Dev_Rotate_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_rotate_named = /** @type {((inputs: Dev_Rotate_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Rotate_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_rotate_named(inputs)
	if (locale === "fr") return fr_dev_rotate_named(inputs)
	if (locale === "it") return it_dev_rotate_named(inputs)
	if (locale === "pt") return pt_dev_rotate_named(inputs)
	if (locale === "el") return el_dev_rotate_named(inputs)
	if (locale === "hr") return hr_dev_rotate_named(inputs)
	return en_dev_rotate_named(inputs)
});