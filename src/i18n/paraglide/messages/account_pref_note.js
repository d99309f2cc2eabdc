import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Pref_NoteInputs */

const en_account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some pages are still in English; each follows your language once it is translated.`)
};

const es_account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algunas páginas siguen en inglés; cada una pasará a tu idioma en cuanto esté traducida.`)
};

const fr_account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certaines pages sont encore en anglais ; chacune passera dans votre langue dès qu’elle sera traduite.`)
};

const it_account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alcune pagine sono ancora in inglese; ognuna passerà alla tua lingua appena tradotta.`)
};

const pt_account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algumas páginas ainda estão em inglês; cada uma passa para o seu idioma assim que for traduzida.`)
};

const el_account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ορισμένες σελίδες είναι ακόμη στα αγγλικά· η καθεμία θα εμφανίζεται στη γλώσσα σας μόλις μεταφραστεί.`)
};

const hr_account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neke su stranice još na engleskom; svaka će biti na vašem jeziku čim se prevede.`)
};

/**
* | output |
* | --- |
* | "Some pages are still in English; each follows your language once it is translated." |
*
* @param {Account_Pref_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_pref_note = /** @type {((inputs?: Account_Pref_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_NoteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_pref_note(inputs)
	if (locale === "fr") return fr_account_pref_note(inputs)
	if (locale === "it") return it_account_pref_note(inputs)
	if (locale === "pt") return pt_account_pref_note(inputs)
	if (locale === "el") return el_account_pref_note(inputs)
	if (locale === "hr") return hr_account_pref_note(inputs)
	return en_account_pref_note(inputs)
});