import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Setup_DoneInputs */

const en_notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are the administrator now. Invite people below.`)
};

const es_notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya eres el administrador. Invita a la gente aquí debajo.`)
};

const fr_notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes maintenant l’administrateur. Invitez des membres ci-dessous.`)
};

const it_notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ora sei l’amministratore. Invita le persone qui sotto.`)
};

const pt_notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agora é o administrador. Convide pessoas abaixo.`)
};

const el_notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είστε πλέον ο διαχειριστής. Προσκαλέστε άτομα παρακάτω.`)
};

const hr_notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sada ste administrator. Pozovite ljude u nastavku.`)
};

/**
* | output |
* | --- |
* | "You are the administrator now. Invite people below." |
*
* @param {Notice_Setup_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_setup_done = /** @type {((inputs?: Notice_Setup_DoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Setup_DoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_setup_done(inputs)
	if (locale === "fr") return fr_notice_setup_done(inputs)
	if (locale === "it") return it_notice_setup_done(inputs)
	if (locale === "pt") return pt_notice_setup_done(inputs)
	if (locale === "el") return el_notice_setup_done(inputs)
	if (locale === "hr") return hr_notice_setup_done(inputs)
	return en_notice_setup_done(inputs)
});