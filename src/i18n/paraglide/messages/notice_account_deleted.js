import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Account_DeletedInputs */

const en_notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is deleted. Thank you for diving with us.`)
};

const es_notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta se ha eliminado. Gracias por bucear con nosotros.`)
};

const fr_notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte est supprimé. Merci d’avoir plongé avec nous.`)
};

const it_notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo account è stato eliminato. Grazie di aver pescato con noi.`)
};

const pt_notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta foi apagada. Obrigado, e boas pescarias!`)
};

const el_notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας διαγράφηκε. Ευχαριστούμε που βουτήξατε μαζί μας.`)
};

const hr_notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš račun je izbrisan. Hvala što ste ronili s nama.`)
};

/**
* | output |
* | --- |
* | "Your account is deleted. Thank you for diving with us." |
*
* @param {Notice_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_account_deleted = /** @type {((inputs?: Notice_Account_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Account_DeletedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_account_deleted(inputs)
	if (locale === "fr") return fr_notice_account_deleted(inputs)
	if (locale === "it") return it_notice_account_deleted(inputs)
	if (locale === "pt") return pt_notice_account_deleted(inputs)
	if (locale === "el") return el_notice_account_deleted(inputs)
	if (locale === "hr") return hr_notice_account_deleted(inputs)
	return en_notice_account_deleted(inputs)
});