import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Notify_Unsubscribe_InvalidInputs */

const en_notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This unsubscribe link is not valid. Your choices are on ${i?.link}.`)
};

const es_notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este enlace para darte de baja no es válido. Tus preferencias están en ${i?.link}.`)
};

const fr_notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce lien de désabonnement n’est pas valide. Vos choix se trouvent sur ${i?.link}.`)
};

const it_notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questo link di disiscrizione non è valido. Le tue scelte sono su ${i?.link}.`)
};

const pt_notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta ligação para anular a subscrição não é válida. As suas escolhas estão em ${i?.link}.`)
};

const el_notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αυτός ο σύνδεσμος διαγραφής δεν είναι έγκυρος. Οι επιλογές σας βρίσκονται στο ${i?.link}.`)
};

const hr_notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ova poveznica za odjavu nije valjana. Vaši odabiri su na ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "This unsubscribe link is not valid. Your choices are on {link}." |
*
* @param {Notify_Unsubscribe_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_invalid = /** @type {((inputs: Notify_Unsubscribe_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_InvalidInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_unsubscribe_invalid(inputs)
	if (locale === "fr") return fr_notify_unsubscribe_invalid(inputs)
	if (locale === "it") return it_notify_unsubscribe_invalid(inputs)
	if (locale === "pt") return pt_notify_unsubscribe_invalid(inputs)
	if (locale === "el") return el_notify_unsubscribe_invalid(inputs)
	if (locale === "hr") return hr_notify_unsubscribe_invalid(inputs)
	return en_notify_unsubscribe_invalid(inputs)
});