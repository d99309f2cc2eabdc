import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Recovery_Code_UsedInputs */

const en_account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery code used`)
};

const es_account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de recuperación usado`)
};

const fr_account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de secours utilisé`)
};

const it_account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice di recupero usato`)
};

const pt_account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de recuperação usado`)
};

const el_account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρησιμοποιήθηκε κωδικός ανάκτησης`)
};

const hr_account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iskorišten kod za oporavak`)
};

/**
* | output |
* | --- |
* | "Recovery code used" |
*
* @param {Account_Event_Recovery_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_recovery_code_used = /** @type {((inputs?: Account_Event_Recovery_Code_UsedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Recovery_Code_UsedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_recovery_code_used(inputs)
	if (locale === "fr") return fr_account_event_recovery_code_used(inputs)
	if (locale === "it") return it_account_event_recovery_code_used(inputs)
	if (locale === "pt") return pt_account_event_recovery_code_used(inputs)
	if (locale === "el") return el_account_event_recovery_code_used(inputs)
	if (locale === "hr") return hr_account_event_recovery_code_used(inputs)
	return en_account_event_recovery_code_used(inputs)
});