import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Protest_TitleInputs */

const en_notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A protest against your entry`)
};

const es_notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una reclamación contra tu inscripción`)
};

const fr_notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une réclamation contre votre inscription`)
};

const it_notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un reclamo contro la tua iscrizione`)
};

const pt_notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um protesto contra a sua inscrição`)
};

const el_notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια ένσταση κατά της συμμετοχής σας`)
};

const hr_notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prigovor na vašu prijavu`)
};

/**
* | output |
* | --- |
* | "A protest against your entry" |
*
* @param {Notify_Protest_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_protest_title = /** @type {((inputs?: Notify_Protest_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Protest_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_protest_title(inputs)
	if (locale === "fr") return fr_notify_protest_title(inputs)
	if (locale === "it") return it_notify_protest_title(inputs)
	if (locale === "pt") return pt_notify_protest_title(inputs)
	if (locale === "el") return el_notify_protest_title(inputs)
	if (locale === "hr") return hr_notify_protest_title(inputs)
	return en_notify_protest_title(inputs)
});