import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Kind_Protest_On_EntryInputs */

const en_notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A protest is filed against your competition entry`)
};

const es_notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien presenta una reclamación contra tu inscripción en una competición`)
};

const fr_notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une réclamation est déposée contre votre inscription à une compétition`)
};

const it_notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viene presentato un reclamo contro la tua iscrizione a una gara`)
};

const pt_notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`É apresentado um protesto contra a sua inscrição numa competição`)
};

const el_notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υποβάλλεται ένσταση κατά της συμμετοχής σας σε αγώνα`)
};

const hr_notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložen je prigovor na vašu prijavu na natjecanju`)
};

/**
* | output |
* | --- |
* | "A protest is filed against your competition entry" |
*
* @param {Notify_Kind_Protest_On_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_protest_on_entry = /** @type {((inputs?: Notify_Kind_Protest_On_EntryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Protest_On_EntryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_kind_protest_on_entry(inputs)
	if (locale === "fr") return fr_notify_kind_protest_on_entry(inputs)
	if (locale === "it") return it_notify_kind_protest_on_entry(inputs)
	if (locale === "pt") return pt_notify_kind_protest_on_entry(inputs)
	if (locale === "el") return el_notify_kind_protest_on_entry(inputs)
	if (locale === "hr") return hr_notify_kind_protest_on_entry(inputs)
	return en_notify_kind_protest_on_entry(inputs)
});