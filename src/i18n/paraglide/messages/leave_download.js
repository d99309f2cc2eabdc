import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_DownloadInputs */

const en_leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

const es_leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar mis datos`)
};

const fr_leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger mes données`)
};

const it_leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarica i miei dati`)
};

const pt_leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fazer download dos meus dados`)
};

const el_leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λήψη των δεδομένων μου`)
};

const hr_leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preuzmi moje podatke`)
};

/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Leave_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_download = /** @type {((inputs?: Leave_DownloadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_DownloadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_download(inputs)
	if (locale === "fr") return fr_leave_download(inputs)
	if (locale === "it") return it_leave_download(inputs)
	if (locale === "pt") return pt_leave_download(inputs)
	if (locale === "el") return el_leave_download(inputs)
	if (locale === "hr") return hr_leave_download(inputs)
	return en_leave_download(inputs)
});