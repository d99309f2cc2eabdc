import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Offline_No_ConnectionInputs */

const en_offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No connection: this page is as last seen on this phone, fetched ${i?.time}.`)
};

const es_offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sin conexión: esta página es la última copia guardada en este teléfono, del ${i?.time}.`)
};

const fr_offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas de connexion : cette page est la dernière copie gardée sur ce téléphone, du ${i?.time}.`)
};

const it_offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nessuna connessione: questa pagina è l’ultima copia salvata su questo telefono, del ${i?.time}.`)
};

const pt_offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sem sinal: esta página é a última cópia guardada neste aparelho, de ${i?.time}.`)
};

const el_offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Χωρίς σύνδεση: αυτή η σελίδα είναι όπως αποθηκεύτηκε τελευταία φορά σε αυτό το τηλέφωνο, στις ${i?.time}.`)
};

const hr_offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nema veze: ovo je posljednja kopija stranice spremljena na ovom telefonu, od ${i?.time}.`)
};

/**
* | output |
* | --- |
* | "No connection: this page is as last seen on this phone, fetched {time}." |
*
* @param {Offline_No_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_no_connection = /** @type {((inputs: Offline_No_ConnectionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_No_ConnectionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_no_connection(inputs)
	if (locale === "fr") return fr_offline_no_connection(inputs)
	if (locale === "it") return it_offline_no_connection(inputs)
	if (locale === "pt") return pt_offline_no_connection(inputs)
	if (locale === "el") return el_offline_no_connection(inputs)
	if (locale === "hr") return hr_offline_no_connection(inputs)
	return en_offline_no_connection(inputs)
});