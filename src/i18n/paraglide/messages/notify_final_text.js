import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ competition: NonNullable<unknown> }} Notify_Final_TextInputs */

const en_notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The results of ${i?.competition} are final.`)
};

const es_notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los resultados de ${i?.competition} son definitivos.`)
};

const fr_notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les résultats de ${i?.competition} sont définitifs.`)
};

const it_notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I risultati di ${i?.competition} sono definitivi.`)
};

const pt_notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os resultados de ${i?.competition} são finais.`)
};

const el_notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα του αγώνα ${i?.competition} είναι οριστικά.`)
};

const hr_notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rezultati natjecanja ${i?.competition} su konačni.`)
};

/**
* | output |
* | --- |
* | "The results of {competition} are final." |
*
* @param {Notify_Final_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_final_text = /** @type {((inputs: Notify_Final_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Final_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_final_text(inputs)
	if (locale === "fr") return fr_notify_final_text(inputs)
	if (locale === "it") return it_notify_final_text(inputs)
	if (locale === "pt") return pt_notify_final_text(inputs)
	if (locale === "el") return el_notify_final_text(inputs)
	if (locale === "hr") return hr_notify_final_text(inputs)
	return en_notify_final_text(inputs)
});