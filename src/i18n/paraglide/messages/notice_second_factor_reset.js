import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Second_Factor_ResetInputs */

const en_notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The second factor is reset: the person is signed out everywhere and can set up a new one.`)
};

const es_notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segundo factor restablecido: la persona ha salido de todas sus sesiones y puede configurar uno nuevo.`)
};

const fr_notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le second facteur est réinitialisé : la personne est déconnectée partout et peut en configurer un nouveau.`)
};

const it_notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secondo fattore reimpostato: la persona è disconnessa ovunque e può configurarne uno nuovo.`)
};

const pt_notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O segundo fator foi redefinido: a pessoa saiu de todas as sessões e pode configurar um novo.`)
};

const el_notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο δεύτερος παράγοντας επαναφέρθηκε: το άτομο αποσυνδέθηκε παντού και μπορεί να ορίσει νέο.`)
};

const hr_notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drugi faktor je poništen: osoba je odjavljena posvuda i može postaviti novi.`)
};

/**
* | output |
* | --- |
* | "The second factor is reset: the person is signed out everywhere and can set up a new one." |
*
* @param {Notice_Second_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_second_factor_reset = /** @type {((inputs?: Notice_Second_Factor_ResetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Second_Factor_ResetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_second_factor_reset(inputs)
	if (locale === "fr") return fr_notice_second_factor_reset(inputs)
	if (locale === "it") return it_notice_second_factor_reset(inputs)
	if (locale === "pt") return pt_notice_second_factor_reset(inputs)
	if (locale === "el") return el_notice_second_factor_reset(inputs)
	if (locale === "hr") return hr_notice_second_factor_reset(inputs)
	return en_notice_second_factor_reset(inputs)
});