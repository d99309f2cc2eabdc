import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_InviteInputs */

const en_join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite`)
};

const es_join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar`)
};

const fr_join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviter`)
};

const it_join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invita`)
};

const pt_join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convidar`)
};

const el_join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσκληση`)
};

const hr_join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozovi`)
};

/**
* | output |
* | --- |
* | "Invite" |
*
* @param {Join_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_invite = /** @type {((inputs?: Join_InviteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_InviteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_invite(inputs)
	if (locale === "fr") return fr_join_invite(inputs)
	if (locale === "it") return it_join_invite(inputs)
	if (locale === "pt") return pt_join_invite(inputs)
	if (locale === "el") return el_join_invite(inputs)
	if (locale === "hr") return hr_join_invite(inputs)
	return en_join_invite(inputs)
});