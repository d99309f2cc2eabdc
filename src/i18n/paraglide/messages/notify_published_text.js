import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ competition: NonNullable<unknown> }} Notify_Published_TextInputs */

const en_notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.competition} is open for entries.`)
};

const es_notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya puedes inscribirte en ${i?.competition}.`)
};

const fr_notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les inscriptions à ${i?.competition} sont ouvertes.`)
};

const it_notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le iscrizioni a ${i?.competition} sono aperte.`)
};

const pt_notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As inscrições para ${i?.competition} estão abertas.`)
};

const el_notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Οι συμμετοχές για τον αγώνα ${i?.competition} άνοιξαν.`)
};

const hr_notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prijave za ${i?.competition} su otvorene.`)
};

/**
* | output |
* | --- |
* | "{competition} is open for entries." |
*
* @param {Notify_Published_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_published_text = /** @type {((inputs: Notify_Published_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Published_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_published_text(inputs)
	if (locale === "fr") return fr_notify_published_text(inputs)
	if (locale === "it") return it_notify_published_text(inputs)
	if (locale === "pt") return pt_notify_published_text(inputs)
	if (locale === "el") return el_notify_published_text(inputs)
	if (locale === "hr") return hr_notify_published_text(inputs)
	return en_notify_published_text(inputs)
});