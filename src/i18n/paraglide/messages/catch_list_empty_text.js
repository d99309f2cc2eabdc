import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_List_Empty_TextInputs */

const en_catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every fish you land goes here, with its photos: log it from the boat, even without signal.`)
};

const es_catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí va cada pez que saques, con sus fotos: regístralo desde la barca, aunque no tengas cobertura.`)
};

const fr_catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque poisson que vous sortez arrive ici, avec ses photos : déclarez-le depuis le bateau, même sans réseau.`)
};

const it_catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui finisce ogni pesce che prendi, con le sue foto: registralo dalla barca, anche senza campo.`)
};

const pt_catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada peixe capturado fica aqui, com as fotos: adicione-o a partir do barco, mesmo sem sinal.`)
};

const el_catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάθε ψάρι που βγάζετε καταγράφεται εδώ, με τις φωτογραφίες του: καταγράψτε το από τη βάρκα, ακόμη και χωρίς σήμα.`)
};

const hr_catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovdje je svaka riba koju ulovite, s fotografijama: upišite je s broda, čak i bez signala.`)
};

/**
* | output |
* | --- |
* | "Every fish you land goes here, with its photos: log it from the boat, even without signal." |
*
* @param {Catch_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_list_empty_text = /** @type {((inputs?: Catch_List_Empty_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_list_empty_text(inputs)
	if (locale === "fr") return fr_catch_list_empty_text(inputs)
	if (locale === "it") return it_catch_list_empty_text(inputs)
	if (locale === "pt") return pt_catch_list_empty_text(inputs)
	if (locale === "el") return el_catch_list_empty_text(inputs)
	if (locale === "hr") return hr_catch_list_empty_text(inputs)
	return en_catch_list_empty_text(inputs)
});