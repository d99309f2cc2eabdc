import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Email_Confirm_SentInputs */

const en_notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Almost done: open the link we mailed to the new address. Until then your address stays as it was.`)
};

const es_notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya casi está: abre el enlace que hemos enviado a la nueva dirección. Hasta entonces, tu dirección sigue siendo la de antes.`)
};

const fr_notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presque terminé : ouvrez le lien envoyé à la nouvelle adresse. D’ici là, votre adresse reste inchangée.`)
};

const it_notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quasi fatto: apri il link che abbiamo inviato al nuovo indirizzo. Fino ad allora il tuo indirizzo resta quello di prima.`)
};

const pt_notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quase pronto: abra o link enviado para o novo endereço. Até lá, o seu endereço continua o mesmo.`)
};

const el_notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σχεδόν έτοιμο: ανοίξτε τον σύνδεσμο που στείλαμε στη νέα διεύθυνση. Μέχρι τότε η διεύθυνσή σας μένει ίδια.`)
};

const hr_notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još samo korak: otvorite poveznicu koju smo poslali na novu adresu. Do tada vaša adresa ostaje ista.`)
};

/**
* | output |
* | --- |
* | "Almost done: open the link we mailed to the new address. Until then your address stays as it was." |
*
* @param {Notice_Email_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_email_confirm_sent = /** @type {((inputs?: Notice_Email_Confirm_SentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Email_Confirm_SentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_email_confirm_sent(inputs)
	if (locale === "fr") return fr_notice_email_confirm_sent(inputs)
	if (locale === "it") return it_notice_email_confirm_sent(inputs)
	if (locale === "pt") return pt_notice_email_confirm_sent(inputs)
	if (locale === "el") return el_notice_email_confirm_sent(inputs)
	if (locale === "hr") return hr_notice_email_confirm_sent(inputs)
	return en_notice_email_confirm_sent(inputs)
});