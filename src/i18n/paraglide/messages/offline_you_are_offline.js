import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_You_Are_OfflineInputs */

const en_offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Catches you log are saved on this phone and sent when you are back in reach.`)
};

const es_offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión. Las capturas que registres se guardan en este teléfono y se envían cuando vuelvas a tener cobertura.`)
};

const fr_offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne. Les prises que vous déclarez sont gardées sur ce téléphone et envoyées dès que le réseau revient.`)
};

const it_offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sei offline. Le catture che registri restano su questo telefono e partono quando torni ad avere campo.`)
};

const pt_offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Está sem sinal. As capturas adicionadas ficam guardadas neste aparelho e são enviadas quando o sinal voltar.`)
};

const el_offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είστε εκτός σύνδεσης. Οι ψαριές που καταγράφετε αποθηκεύονται σε αυτό το τηλέφωνο και στέλνονται μόλις επανέλθει το σήμα.`)
};

const hr_offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niste povezani. Ulovi koje upišete spremaju se na ovaj telefon i šalju kad se veza vrati.`)
};

/**
* | output |
* | --- |
* | "You are offline. Catches you log are saved on this phone and sent when you are back in reach." |
*
* @param {Offline_You_Are_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_you_are_offline = /** @type {((inputs?: Offline_You_Are_OfflineInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_You_Are_OfflineInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_you_are_offline(inputs)
	if (locale === "fr") return fr_offline_you_are_offline(inputs)
	if (locale === "it") return it_offline_you_are_offline(inputs)
	if (locale === "pt") return pt_offline_you_are_offline(inputs)
	if (locale === "el") return el_offline_you_are_offline(inputs)
	if (locale === "hr") return hr_offline_you_are_offline(inputs)
	return en_offline_you_are_offline(inputs)
});