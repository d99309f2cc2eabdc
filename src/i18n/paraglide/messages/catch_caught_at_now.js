import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Caught_At_NowInputs */

const en_catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caught at (your time; empty means now)`)
};

const es_catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora de la captura (tu hora; si la dejas vacía, ahora)`)
};

const fr_catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de la prise (votre heure ; laissez vide pour maintenant)`)
};

const it_catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ora della cattura (la tua ora; se vuota, adesso)`)
};

const pt_catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora da captura (hora local; em branco, agora)`)
};

const el_catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ώρα ψαριάς (δική σας ώρα· κενό σημαίνει τώρα)`)
};

const hr_catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrijeme ulova (Vaše vrijeme; prazno znači sada)`)
};

/**
* | output |
* | --- |
* | "Caught at (your time; empty means now)" |
*
* @param {Catch_Caught_At_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_caught_at_now = /** @type {((inputs?: Catch_Caught_At_NowInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_At_NowInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_caught_at_now(inputs)
	if (locale === "fr") return fr_catch_caught_at_now(inputs)
	if (locale === "it") return it_catch_caught_at_now(inputs)
	if (locale === "pt") return pt_catch_caught_at_now(inputs)
	if (locale === "el") return el_catch_caught_at_now(inputs)
	if (locale === "hr") return hr_catch_caught_at_now(inputs)
	return en_catch_caught_at_now(inputs)
});