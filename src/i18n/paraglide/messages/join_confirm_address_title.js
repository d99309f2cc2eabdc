import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Confirm_Address_TitleInputs */

const en_join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your address`)
};

const es_join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu dirección`)
};

const fr_join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse`)
};

const it_join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma il tuo indirizzo`)
};

const pt_join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme o seu endereço`)
};

const el_join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε τη διεύθυνσή σας`)
};

const hr_join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdite adresu`)
};

/**
* | output |
* | --- |
* | "Confirm your address" |
*
* @param {Join_Confirm_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_confirm_address_title = /** @type {((inputs?: Join_Confirm_Address_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Confirm_Address_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_confirm_address_title(inputs)
	if (locale === "fr") return fr_join_confirm_address_title(inputs)
	if (locale === "it") return it_join_confirm_address_title(inputs)
	if (locale === "pt") return pt_join_confirm_address_title(inputs)
	if (locale === "el") return el_join_confirm_address_title(inputs)
	if (locale === "hr") return hr_join_confirm_address_title(inputs)
	return en_join_confirm_address_title(inputs)
});