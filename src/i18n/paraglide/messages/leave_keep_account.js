import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Keep_AccountInputs */

const en_leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, keep my account`)
};

const es_leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, mantener mi cuenta`)
};

const fr_leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non, garder mon compte`)
};

const it_leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, tieni il mio account`)
};

const pt_leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não, manter a minha conta`)
};

const el_leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όχι, να μείνει ο λογαριασμός μου`)
};

const hr_leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne, zadrži moj račun`)
};

/**
* | output |
* | --- |
* | "No, keep my account" |
*
* @param {Leave_Keep_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_keep_account = /** @type {((inputs?: Leave_Keep_AccountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Keep_AccountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_keep_account(inputs)
	if (locale === "fr") return fr_leave_keep_account(inputs)
	if (locale === "it") return it_leave_keep_account(inputs)
	if (locale === "pt") return pt_leave_keep_account(inputs)
	if (locale === "el") return el_leave_keep_account(inputs)
	if (locale === "hr") return hr_leave_keep_account(inputs)
	return en_leave_keep_account(inputs)
});