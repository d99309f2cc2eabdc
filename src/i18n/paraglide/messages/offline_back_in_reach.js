import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Offline_Back_In_ReachInputs */

const en_offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back in reach: this page is as last seen on this phone, fetched ${i?.time}. Reload it for the latest.`)
};

const es_offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De nuevo con cobertura: esta página es la última copia guardada en este teléfono, del ${i?.time}. Recárgala para ver lo más reciente.`)
};

const fr_offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connexion retrouvée : cette page est la dernière copie gardée sur ce téléphone, du ${i?.time}. Rechargez-la pour voir la version à jour.`)
};

const it_offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Di nuovo connesso: questa pagina è l’ultima copia salvata su questo telefono, del ${i?.time}. Ricaricala per vedere la versione aggiornata.`)
};

const pt_offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De novo com sinal: esta página é a última cópia guardada neste aparelho, de ${i?.time}. Recarregue-a para ver a versão mais recente.`)
};

const el_offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η σύνδεση επανήλθε: αυτή η σελίδα είναι όπως αποθηκεύτηκε τελευταία φορά σε αυτό το τηλέφωνο, στις ${i?.time}. Ανανεώστε τη για τα πιο πρόσφατα.`)
};

const hr_offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veza je ponovno uspostavljena: ovo je posljednja kopija stranice spremljena na ovom telefonu, od ${i?.time}. Osvježite je za najnovije.`)
};

/**
* | output |
* | --- |
* | "Back in reach: this page is as last seen on this phone, fetched {time}. Reload it for the latest." |
*
* @param {Offline_Back_In_ReachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_back_in_reach = /** @type {((inputs: Offline_Back_In_ReachInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Back_In_ReachInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_back_in_reach(inputs)
	if (locale === "fr") return fr_offline_back_in_reach(inputs)
	if (locale === "it") return it_offline_back_in_reach(inputs)
	if (locale === "pt") return pt_offline_back_in_reach(inputs)
	if (locale === "el") return el_offline_back_in_reach(inputs)
	if (locale === "hr") return hr_offline_back_in_reach(inputs)
	return en_offline_back_in_reach(inputs)
});