import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ competition: NonNullable<unknown> }} Notify_Protest_Entry_TextInputs */

const en_notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone protested your entry in ${i?.competition}; an admin will decide.`)
};

const es_notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha presentado una reclamación contra tu inscripción en ${i?.competition}; un administrador decidirá.`)
};

const fr_notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a déposé une réclamation contre votre inscription à ${i?.competition} ; un administrateur tranchera.`)
};

const it_notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qualcuno ha presentato un reclamo contro la tua iscrizione a ${i?.competition}; deciderà un amministratore.`)
};

const pt_notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém apresentou um protesto contra a sua inscrição em ${i?.competition}; um administrador vai decidir.`)
};

const el_notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος υπέβαλε ένσταση κατά της συμμετοχής σας στον αγώνα ${i?.competition}· θα αποφασίσει ένας διαχειριστής.`)
};

const hr_notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Netko je uložio prigovor na vašu prijavu na natjecanju ${i?.competition}; odlučit će administrator.`)
};

/**
* | output |
* | --- |
* | "Someone protested your entry in {competition}; an admin will decide." |
*
* @param {Notify_Protest_Entry_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_protest_entry_text = /** @type {((inputs: Notify_Protest_Entry_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Protest_Entry_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_protest_entry_text(inputs)
	if (locale === "fr") return fr_notify_protest_entry_text(inputs)
	if (locale === "it") return it_notify_protest_entry_text(inputs)
	if (locale === "pt") return pt_notify_protest_entry_text(inputs)
	if (locale === "el") return el_notify_protest_entry_text(inputs)
	if (locale === "hr") return hr_notify_protest_entry_text(inputs)
	return en_notify_protest_entry_text(inputs)
});