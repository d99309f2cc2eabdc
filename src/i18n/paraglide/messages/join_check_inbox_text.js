import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Join_Check_Inbox_TextInputs */

const en_join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have sent a mail to ${i?.email}. Open the link in it within 24 hours to go on.`)
};

const es_join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hemos enviado un correo a ${i?.email}. Abre el enlace que contiene en las próximas 24 horas para continuar.`)
};

const fr_join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un e-mail à ${i?.email}. Ouvrez le lien qu’il contient dans les 24 heures pour continuer.`)
};

const it_join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abbiamo inviato un’email a ${i?.email}. Apri il link che contiene entro 24 ore per continuare.`)
};

const pt_join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviámos um e-mail para ${i?.email}. Abra o link que ele contém nas próximas 24 horas para continuar.`)
};

const el_join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Στείλαμε email στο ${i?.email}. Ανοίξτε τον σύνδεσμο που περιέχει μέσα σε 24 ώρες για να συνεχίσετε.`)
};

const hr_join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poslali smo poruku na ${i?.email}. Otvorite poveznicu iz nje u roku od 24 sata za nastavak.`)
};

/**
* | output |
* | --- |
* | "We have sent a mail to {email}. Open the link in it within 24 hours to go on." |
*
* @param {Join_Check_Inbox_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_check_inbox_text = /** @type {((inputs: Join_Check_Inbox_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Check_Inbox_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_check_inbox_text(inputs)
	if (locale === "fr") return fr_join_check_inbox_text(inputs)
	if (locale === "it") return it_join_check_inbox_text(inputs)
	if (locale === "pt") return pt_join_check_inbox_text(inputs)
	if (locale === "el") return el_join_check_inbox_text(inputs)
	if (locale === "hr") return hr_join_check_inbox_text(inputs)
	return en_join_check_inbox_text(inputs)
});