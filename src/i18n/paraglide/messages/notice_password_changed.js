import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Password_ChangedInputs */

const en_notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is changed; every other session is signed out.`)
};

const es_notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña ha cambiado; se han cerrado todas las demás sesiones.`)
};

const fr_notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe est modifié ; toutes les autres sessions sont fermées.`)
};

const it_notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La password è cambiata; tutte le altre sessioni sono state chiuse.`)
};

const pt_notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua senha foi alterada; todas as outras sessões foram encerradas.`)
};

const el_notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός σας άλλαξε· όλες οι άλλες συνδέσεις έκλεισαν.`)
};

const hr_notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lozinka je promijenjena; sve ostale sesije su odjavljene.`)
};

/**
* | output |
* | --- |
* | "Your password is changed; every other session is signed out." |
*
* @param {Notice_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_password_changed = /** @type {((inputs?: Notice_Password_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Password_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_password_changed(inputs)
	if (locale === "fr") return fr_notice_password_changed(inputs)
	if (locale === "it") return it_notice_password_changed(inputs)
	if (locale === "pt") return pt_notice_password_changed(inputs)
	if (locale === "el") return el_notice_password_changed(inputs)
	if (locale === "hr") return hr_notice_password_changed(inputs)
	return en_notice_password_changed(inputs)
});