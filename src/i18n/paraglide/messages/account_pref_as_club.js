import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown> }} Account_Pref_As_ClubInputs */

const en_account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As the club (${i?.shown})`)
};

const es_account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como el club (${i?.shown})`)
};

const fr_account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comme le club (${i?.shown})`)
};

const it_account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Come il club (${i?.shown})`)
};

const pt_account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como o clube (${i?.shown})`)
};

const el_account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Όπως ο σύλλογος (${i?.shown})`)
};

const hr_account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kao klub (${i?.shown})`)
};

/**
* | output |
* | --- |
* | "As the club ({shown})" |
*
* @param {Account_Pref_As_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_pref_as_club = /** @type {((inputs: Account_Pref_As_ClubInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_As_ClubInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_pref_as_club(inputs)
	if (locale === "fr") return fr_account_pref_as_club(inputs)
	if (locale === "it") return it_account_pref_as_club(inputs)
	if (locale === "pt") return pt_account_pref_as_club(inputs)
	if (locale === "el") return el_account_pref_as_club(inputs)
	if (locale === "hr") return hr_account_pref_as_club(inputs)
	return en_account_pref_as_club(inputs)
});