import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Passkey_RemovedInputs */

const en_notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey is removed: it no longer signs you in.`)
};

const es_notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso eliminada: ya no sirve para entrar.`)
};

const fr_notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé d’accès est supprimée : elle ne permet plus de vous connecter.`)
};

const it_notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey rimossa: non serve più per accedere.`)
};

const pt_notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A chave de acesso foi removida: já não serve para entrar.`)
};

const el_notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το κλειδί πρόσβασης αφαιρέθηκε: δεν σας συνδέει πια.`)
};

const hr_notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pristupni ključ je uklonjen: njime se više ne možete prijaviti.`)
};

/**
* | output |
* | --- |
* | "The passkey is removed: it no longer signs you in." |
*
* @param {Notice_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_passkey_removed = /** @type {((inputs?: Notice_Passkey_RemovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_RemovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_passkey_removed(inputs)
	if (locale === "fr") return fr_notice_passkey_removed(inputs)
	if (locale === "it") return it_notice_passkey_removed(inputs)
	if (locale === "pt") return pt_notice_passkey_removed(inputs)
	if (locale === "el") return el_notice_passkey_removed(inputs)
	if (locale === "hr") return hr_notice_passkey_removed(inputs)
	return en_notice_passkey_removed(inputs)
});