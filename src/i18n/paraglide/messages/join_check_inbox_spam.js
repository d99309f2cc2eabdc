import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Join_Check_Inbox_SpamInputs */

const en_join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing there after a few minutes? Look in the spam folder. We send at most ${i?.count} such mails a day to one address.`)
};

const es_join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿No ha llegado nada en unos minutos? Mira en la carpeta de spam. Enviamos como mucho ${i?.count} correos así al día a una misma dirección.`)
};

const fr_join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien après quelques minutes ? Regardez dans les indésirables. Nous envoyons au plus ${i?.count} e-mails de ce type par jour à une même adresse.`)
};

const it_join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Niente dopo qualche minuto? Guarda nella cartella dello spam. Mandiamo al massimo ${i?.count} email di questo tipo al giorno a uno stesso indirizzo.`)
};

const pt_join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada ao fim de alguns minutos? Veja na pasta de spam. Enviamos no máximo ${i?.count} e-mails destes por dia para o mesmo endereço.`)
};

const el_join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τίποτα μετά από λίγα λεπτά; Κοιτάξτε στον φάκελο ανεπιθύμητων. Στέλνουμε το πολύ ${i?.count} τέτοια μηνύματα την ημέρα σε μία διεύθυνση.`)
};

const hr_join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nakon nekoliko minuta još ništa? Pogledajte u mapu neželjene pošte. Na jednu adresu šaljemo najviše ${i?.count} takve poruke dnevno.`)
};

/**
* | output |
* | --- |
* | "Nothing there after a few minutes? Look in the spam folder. We send at most {count} such mails a day to one address." |
*
* @param {Join_Check_Inbox_SpamInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_check_inbox_spam = /** @type {((inputs: Join_Check_Inbox_SpamInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Check_Inbox_SpamInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_check_inbox_spam(inputs)
	if (locale === "fr") return fr_join_check_inbox_spam(inputs)
	if (locale === "it") return it_join_check_inbox_spam(inputs)
	if (locale === "pt") return pt_join_check_inbox_spam(inputs)
	if (locale === "el") return el_join_check_inbox_spam(inputs)
	if (locale === "hr") return hr_join_check_inbox_spam(inputs)
	return en_join_check_inbox_spam(inputs)
});