import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_InvitedInputs */

const en_notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation is on its way.`)
};

const es_notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La invitación va en camino.`)
};

const fr_notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’invitation est en route.`)
};

const it_notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’invito è in arrivo.`)
};

const pt_notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O convite está a caminho.`)
};

const el_notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η πρόσκληση στάλθηκε.`)
};

const hr_notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozivnica je na putu.`)
};

/**
* | output |
* | --- |
* | "The invitation is on its way." |
*
* @param {Notice_InvitedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_invited = /** @type {((inputs?: Notice_InvitedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_InvitedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_invited(inputs)
	if (locale === "fr") return fr_notice_invited(inputs)
	if (locale === "it") return it_notice_invited(inputs)
	if (locale === "pt") return pt_notice_invited(inputs)
	if (locale === "el") return el_notice_invited(inputs)
	if (locale === "hr") return hr_notice_invited(inputs)
	return en_notice_invited(inputs)
});