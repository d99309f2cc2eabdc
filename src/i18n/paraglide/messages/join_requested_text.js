import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Requested_TextInputs */

const en_join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address is confirmed and your sign-up is waiting for an administrator’s decision. Keep this page’s address to come back and see where you stand.`)
};

const es_join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección está confirmada y tu solicitud espera la decisión de un administrador. Guarda la dirección de esta página para volver y ver cómo va.`)
};

const fr_join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse est confirmée et votre inscription attend la décision d’un administrateur. Gardez l’adresse de cette page pour revenir voir où vous en êtes.`)
};

const it_join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo indirizzo è confermato e la tua iscrizione aspetta la decisione di un amministratore. Tieni l’indirizzo di questa pagina per tornare a vedere a che punto sei.`)
};

const pt_join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu endereço está confirmado e o pedido aguarda a decisão de um administrador. Guarde o endereço desta página para voltar e ver em que ponto está.`)
};

const el_join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διεύθυνσή σας επιβεβαιώθηκε και η εγγραφή σας περιμένει την απόφαση ενός διαχειριστή. Κρατήστε τη διεύθυνση αυτής της σελίδας για να δείτε αργότερα σε ποιο σημείο βρίσκεται.`)
};

const hr_join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresa vam je potvrđena, a registracija čeka odluku administratora. Spremite adresu ove stranice kako biste se vratili i vidjeli stanje.`)
};

/**
* | output |
* | --- |
* | "Your address is confirmed and your sign-up is waiting for an administrator’s decision. Keep this page’s address to come back and see where you stand." |
*
* @param {Join_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_requested_text = /** @type {((inputs?: Join_Requested_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Requested_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_requested_text(inputs)
	if (locale === "fr") return fr_join_requested_text(inputs)
	if (locale === "it") return it_join_requested_text(inputs)
	if (locale === "pt") return pt_join_requested_text(inputs)
	if (locale === "el") return el_join_requested_text(inputs)
	if (locale === "hr") return hr_join_requested_text(inputs)
	return en_join_requested_text(inputs)
});