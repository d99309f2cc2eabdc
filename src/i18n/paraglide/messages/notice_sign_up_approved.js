import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Sign_Up_ApprovedInputs */

const en_notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-up is approved: the person can sign in.`)
};

const es_notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro aprobado: la persona ya puede entrar.`)
};

const fr_notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription est acceptée : la personne peut se connecter.`)
};

const it_notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizione approvata: la persona può accedere.`)
};

const pt_notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição aprovada: a pessoa já pode entrar.`)
};

const el_notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή εγκρίθηκε: το άτομο μπορεί να συνδεθεί.`)
};

const hr_notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracija je odobrena: osoba se može prijaviti.`)
};

/**
* | output |
* | --- |
* | "The sign-up is approved: the person can sign in." |
*
* @param {Notice_Sign_Up_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_sign_up_approved = /** @type {((inputs?: Notice_Sign_Up_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sign_Up_ApprovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_sign_up_approved(inputs)
	if (locale === "fr") return fr_notice_sign_up_approved(inputs)
	if (locale === "it") return it_notice_sign_up_approved(inputs)
	if (locale === "pt") return pt_notice_sign_up_approved(inputs)
	if (locale === "el") return el_notice_sign_up_approved(inputs)
	if (locale === "hr") return hr_notice_sign_up_approved(inputs)
	return en_notice_sign_up_approved(inputs)
});