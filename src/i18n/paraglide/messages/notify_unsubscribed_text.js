import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, link: NonNullable<unknown> }} Notify_Unsubscribed_TextInputs */

const en_notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No more mail for “${i?.kind}”. Change your mind on ${i?.link}.`)
};

const es_notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No recibirás más correos de «${i?.kind}». Si cambias de idea, ve a ${i?.link}.`)
};

const fr_notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus aucun message pour « ${i?.kind} ». Vous pouvez changer d’avis sur ${i?.link}.`)
};

const it_notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Niente più email per «${i?.kind}». Se cambi idea, vai su ${i?.link}.`)
};

const pt_notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não receberá mais e-mails de «${i?.kind}». Se mudar de ideias, vá a ${i?.link}.`)
};

const el_notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν θα λαμβάνετε άλλα μηνύματα για «${i?.kind}». Αν αλλάξετε γνώμη, μεταβείτε στο ${i?.link}.`)
};

const hr_notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nema više poruka za „${i?.kind}”. Ako se predomislite, idite na ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "No more mail for “{kind}”. Change your mind on {link}." |
*
* @param {Notify_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribed_text = /** @type {((inputs: Notify_Unsubscribed_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_unsubscribed_text(inputs)
	if (locale === "fr") return fr_notify_unsubscribed_text(inputs)
	if (locale === "it") return it_notify_unsubscribed_text(inputs)
	if (locale === "pt") return pt_notify_unsubscribed_text(inputs)
	if (locale === "el") return el_notify_unsubscribed_text(inputs)
	if (locale === "hr") return hr_notify_unsubscribed_text(inputs)
	return en_notify_unsubscribed_text(inputs)
});