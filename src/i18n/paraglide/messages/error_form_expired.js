import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Form_ExpiredInputs */

const en_error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form has expired (you may have signed in or out since it was shown). Go back, reload the page and send it again.`)
};

const es_error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este formulario ha caducado (quizá has entrado o salido de tu cuenta desde que se abrió). Vuelve atrás, recarga la página y envíalo de nuevo.`)
};

const fr_error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce formulaire a expiré (vous vous êtes peut-être connecté ou déconnecté entre-temps). Revenez en arrière, rechargez la page et renvoyez-le.`)
};

const it_error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo modulo è scaduto (forse nel frattempo hai fatto l’accesso o sei uscito). Torna indietro, ricarica la pagina e invialo di nuovo.`)
};

const pt_error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este formulário expirou (talvez tenha entrado ou saído da conta desde que ele foi aberto). Volte, recarregue a página e envie de novo.`)
};

const el_error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η φόρμα έληξε (ίσως συνδεθήκατε ή αποσυνδεθήκατε στο μεταξύ). Επιστρέψτε, ανανεώστε τη σελίδα και στείλτε την ξανά.`)
};

const hr_error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrazac je istekao (možda ste se u međuvremenu prijavili ili odjavili). Vratite se, ponovno učitajte stranicu i pošaljite ga opet.`)
};

/**
* | output |
* | --- |
* | "This form has expired (you may have signed in or out since it was shown). Go back, reload the page and send it again." |
*
* @param {Error_Form_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_form_expired = /** @type {((inputs?: Error_Form_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Form_ExpiredInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_form_expired(inputs)
	if (locale === "fr") return fr_error_form_expired(inputs)
	if (locale === "it") return it_error_form_expired(inputs)
	if (locale === "pt") return pt_error_form_expired(inputs)
	if (locale === "el") return el_error_form_expired(inputs)
	if (locale === "hr") return hr_error_form_expired(inputs)
	return en_error_form_expired(inputs)
});