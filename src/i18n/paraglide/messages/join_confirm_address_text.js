import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Join_Confirm_Address_TextInputs */

const en_join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm ${i?.email} to go on.`)
};

const es_join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma ${i?.email} para continuar.`)
};

const fr_join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmez ${i?.email} pour continuer.`)
};

const it_join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conferma ${i?.email} per continuare.`)
};

const pt_join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirme ${i?.email} para continuar.`)
};

const el_join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε το ${i?.email} για να συνεχίσετε.`)
};

const hr_join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Potvrdite ${i?.email} za nastavak.`)
};

/**
* | output |
* | --- |
* | "Confirm {email} to go on." |
*
* @param {Join_Confirm_Address_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_confirm_address_text = /** @type {((inputs: Join_Confirm_Address_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Confirm_Address_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_confirm_address_text(inputs)
	if (locale === "fr") return fr_join_confirm_address_text(inputs)
	if (locale === "it") return it_join_confirm_address_text(inputs)
	if (locale === "pt") return pt_join_confirm_address_text(inputs)
	if (locale === "el") return el_join_confirm_address_text(inputs)
	if (locale === "hr") return hr_join_confirm_address_text(inputs)
	return en_join_confirm_address_text(inputs)
});