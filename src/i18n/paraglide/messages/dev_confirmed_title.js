import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Confirmed_TitleInputs */

const en_dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address confirmed`)
};

const es_dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección confirmada`)
};

const fr_dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse confirmée`)
};

const it_dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo confermato`)
};

const pt_dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço confirmado`)
};

const el_dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διεύθυνση επιβεβαιώθηκε`)
};

const hr_dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresa je potvrđena`)
};

/**
* | output |
* | --- |
* | "Address confirmed" |
*
* @param {Dev_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_confirmed_title = /** @type {((inputs?: Dev_Confirmed_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Confirmed_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_confirmed_title(inputs)
	if (locale === "fr") return fr_dev_confirmed_title(inputs)
	if (locale === "it") return it_dev_confirmed_title(inputs)
	if (locale === "pt") return pt_dev_confirmed_title(inputs)
	if (locale === "el") return el_dev_confirmed_title(inputs)
	if (locale === "hr") return hr_dev_confirmed_title(inputs)
	return en_dev_confirmed_title(inputs)
});