import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Offline_Page_TextInputs */

const en_offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pages you opened while signed in are kept here. ${i?.link}: it is saved on this phone and sent when you are back in reach.`)
};

const es_offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aquí se guardan las páginas que abriste con la sesión iniciada. ${i?.link}: se guarda en este teléfono y se envía cuando vuelvas a tener cobertura.`)
};

const fr_offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les pages ouvertes pendant que vous étiez connecté sont gardées ici. ${i?.link} : elle est gardée sur ce téléphone et envoyée dès que le réseau revient.`)
};

const it_offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qui restano le pagine che hai aperto dopo l’accesso. ${i?.link}: resta su questo telefono e parte quando torni ad avere campo.`)
};

const pt_offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As páginas abertas com a sessão iniciada ficam guardadas aqui. ${i?.link}: fica guardada neste aparelho e é enviada quando o sinal voltar.`)
};

const el_offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Οι σελίδες που ανοίξατε συνδεδεμένοι φυλάσσονται εδώ. ${i?.link}: αποθηκεύεται σε αυτό το τηλέφωνο και στέλνεται μόλις επανέλθει το σήμα.`)
};

const hr_offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ovdje se čuvaju stranice koje ste otvorili dok ste bili prijavljeni. ${i?.link}: sprema se na ovaj telefon i šalje kad se veza vrati.`)
};

/**
* | output |
* | --- |
* | "Pages you opened while signed in are kept here. {link}: it is saved on this phone and sent when you are back in reach." |
*
* @param {Offline_Page_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_page_text = /** @type {((inputs: Offline_Page_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_page_text(inputs)
	if (locale === "fr") return fr_offline_page_text(inputs)
	if (locale === "it") return it_offline_page_text(inputs)
	if (locale === "pt") return pt_offline_page_text(inputs)
	if (locale === "el") return el_offline_page_text(inputs)
	if (locale === "hr") return hr_offline_page_text(inputs)
	return en_offline_page_text(inputs)
});