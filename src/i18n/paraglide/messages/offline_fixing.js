import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_FixingInputs */

const en_offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix this catch and save it again; it waits here until it is sent.`)
};

const es_offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrige esta captura y guárdala de nuevo; espera aquí hasta que se envíe.`)
};

const fr_offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrigez cette prise et enregistrez-la à nouveau ; elle attend ici jusqu’à son envoi.`)
};

const it_offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correggi questa cattura e salvala di nuovo; resta qui finché non viene inviata.`)
};

const pt_offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrija esta captura e guarde-a de novo; fica aqui até ser enviada.`)
};

const el_offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διορθώστε αυτή την ψαριά και αποθηκεύστε τη ξανά· περιμένει εδώ μέχρι να σταλεί.`)
};

const hr_offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ispravite ovaj ulov i ponovno ga spremite; čeka ovdje dok se ne pošalje.`)
};

/**
* | output |
* | --- |
* | "Fix this catch and save it again; it waits here until it is sent." |
*
* @param {Offline_FixingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_fixing = /** @type {((inputs?: Offline_FixingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_FixingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_fixing(inputs)
	if (locale === "fr") return fr_offline_fixing(inputs)
	if (locale === "it") return it_offline_fixing(inputs)
	if (locale === "pt") return pt_offline_fixing(inputs)
	if (locale === "el") return el_offline_fixing(inputs)
	if (locale === "hr") return hr_offline_fixing(inputs)
	return en_offline_fixing(inputs)
});