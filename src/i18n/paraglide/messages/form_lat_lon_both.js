import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Lat_Lon_BothInputs */

const en_form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give both latitude and longitude, or neither.`)
};

const es_form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica latitud y longitud, o ninguna de las dos.`)
};

const fr_form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez la latitude et la longitude, ou aucune des deux.`)
};

const it_form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica sia la latitudine sia la longitudine, oppure nessuna delle due.`)
};

const pt_form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indique a latitude e a longitude, ou nenhuma das duas.`)
};

const el_form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δώστε και γεωγραφικό πλάτος και μήκος ή κανένα από τα δύο.`)
};

const hr_form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unesite i zemljopisnu širinu i dužinu ili nijednu.`)
};

/**
* | output |
* | --- |
* | "Give both latitude and longitude, or neither." |
*
* @param {Form_Lat_Lon_BothInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_lat_lon_both = /** @type {((inputs?: Form_Lat_Lon_BothInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Lat_Lon_BothInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_lat_lon_both(inputs)
	if (locale === "fr") return fr_form_lat_lon_both(inputs)
	if (locale === "it") return it_form_lat_lon_both(inputs)
	if (locale === "pt") return pt_form_lat_lon_both(inputs)
	if (locale === "el") return el_form_lat_lon_both(inputs)
	if (locale === "hr") return hr_form_lat_lon_both(inputs)
	return en_form_lat_lon_both(inputs)
});