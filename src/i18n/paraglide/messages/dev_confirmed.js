import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_ConfirmedInputs */

const en_dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. An administrator will decide on your application; you will hear by mail.`)
};

const es_dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias. Un administrador decidirá sobre tu solicitud y te avisaremos por correo.`)
};

const fr_dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Un administrateur statuera sur votre demande ; vous serez prévenu par e-mail.`)
};

const it_dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie. Un amministratore deciderà sulla tua richiesta e ti avviseremo per email.`)
};

const pt_dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado. Um administrador vai decidir sobre o seu pedido; você receberá a resposta por e-mail.`)
};

const el_dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σας ευχαριστούμε. Ένας διαχειριστής θα αποφασίσει για την αίτησή σας· θα ενημερωθείτε με email.`)
};

const hr_dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hvala. Administrator će odlučiti o vašem zahtjevu; javit ćemo vam e-poštom.`)
};

/**
* | output |
* | --- |
* | "Thank you. An administrator will decide on your application; you will hear by mail." |
*
* @param {Dev_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_confirmed = /** @type {((inputs?: Dev_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ConfirmedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_confirmed(inputs)
	if (locale === "fr") return fr_dev_confirmed(inputs)
	if (locale === "it") return it_dev_confirmed(inputs)
	if (locale === "pt") return pt_dev_confirmed(inputs)
	if (locale === "el") return el_dev_confirmed(inputs)
	if (locale === "hr") return hr_dev_confirmed(inputs)
	return en_dev_confirmed(inputs)
});